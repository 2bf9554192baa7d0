import type { ComponentProps, ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { createHubClient } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';

/**
 * A hook under the shell's services, on a fresh demo hub answering as a guest's device, with no
 * guest logged in: for hooks whose rules are about the hub's answers (a booking's outcome and its
 * idempotency key). `wrapFetch` stands between the hook and the demo hub, to watch or change answers.
 */
export async function renderHookOnDemoDevice<T>(
  hook: () => T,
  { wrapFetch }: { wrapFetch?: (demoFetch: typeof fetch) => typeof fetch } = {},
) {
  const session = await connectDemoDevice('App');
  const hub = createHubClient({
    hubApiUrl: session.hubAddress.hubApiUrl,
    getSessionId: () => undefined,
    logger: { warn: () => {}, error: () => {} },
    fetch: wrapFetch ? wrapFetch(session.demo.fetch) : session.demo.fetch,
  });
  const services: ComponentProps<typeof ShellProvider>['services'] = {
    appKind: 'guest',
    hub,
    hubAddress: session.hubAddress,
    deviceConfig: session.deviceConfig,
    themeName: 'classic',
  };
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => <ShellProvider services={services}>{children}</ShellProvider>,
  });
}

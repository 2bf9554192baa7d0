import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { connectDemoDevice } from '@companion/hub-sim';
import { ShellApp } from './ShellApp';

describe('ShellApp', () => {
  it('starts from the hub, routes to the first screen and runs the app slots', async () => {
    const { hub, hubAddress } = await connectDemoDevice('Kiosk');
    const routes = [{ path: '/', load: () => Promise.resolve({ Component: () => <p>{'dashboard'}</p> }) }];
    render(
      <ShellApp
        appKind="kiosk"
        hub={hub}
        hubAddress={hubAddress}
        routes={routes}
        slots={{ deviceRules: () => <p>{'device rules running'}</p>, subHeader: () => <p>{'session parts'}</p> }}
      />,
    );
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.getByText('device rules running')).toBeInTheDocument();
    expect(screen.getByText('session parts')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Aurora Star Kiosk');
    // The frame loads its page announcer after the first screen: let it arrive before the test
    // environment is torn down, or the late import fails the run as an unhandled rejection.
    await vi.dynamicImportSettled();
  });
});

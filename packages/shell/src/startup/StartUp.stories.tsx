import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createHubClient, type HubClient } from '@companion/hub-client';
import { useHub } from '../shell-context';
import { StartUp } from './StartUp';

function hubAnswering(fetchImpl: typeof fetch): HubClient {
  return createHubClient({
    hubApiUrl: 'http://hub.localhost:8080/api/',
    fetch: fetchImpl,
    getSessionId: () => undefined,
    logger: { warn: () => {}, error: () => {} },
  });
}

const unreachableHub = hubAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
const refusingHub = hubAnswering(() =>
  Promise.resolve(Response.json({ code: 'DEVICE_UNKNOWN', message: 'This device is not registered.' }, { status: 500 })),
);
const silentHub = hubAnswering(() => new Promise<Response>(() => {}));
const proxyErrorHub = hubAnswering(() =>
  Promise.resolve(
    new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
  ),
);

function StartUpWith({ hub }: { hub?: HubClient }) {
  const demoHub = useHub();
  return <StartUp hub={hub ?? demoHub}>{(config) => <p>{config.deviceGroup.deviceProfile.label}</p>}</StartUp>;
}

const meta = { title: 'shell/StartUp', component: StartUpWith } satisfies Meta<typeof StartUpWith>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the configuration loads nothing shows (platform.md §4.1). */
export const Loading: Story = {
  args: { hub: silentHub },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const HubUnreachable: Story = {
  args: { hub: unreachableHub },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Server Connection Error')).toBeInTheDocument();
    await expect(canvas.getByText('Could not fetch configuration from Hub.')).toBeInTheDocument();
  },
};

export const HubAnsweredWithError: Story = {
  args: { hub: refusingHub },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('code: DEVICE_UNKNOWN - This device is not registered.')).toBeInTheDocument();
  },
};

/** A proxy's error page: its code in a sentence of ours, never its markup; the page tries again by itself. */
export const HubAnsweredWithErrorPage: Story = {
  args: { hub: proxyErrorHub },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The hub answered with an error (code 502).')).toBeInTheDocument();
    await expect(canvas.getByText(/Trying again in \d+ s\./)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Filled: the demo hub's configuration reaches the app. */
export const Configured: Story = {
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByText(/.+/)).textContent).not.toBe('');
  },
};

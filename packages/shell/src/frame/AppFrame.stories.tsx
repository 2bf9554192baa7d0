import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { reportHubReachable, reportHubUnreachable } from '../offline/network-status';
import { recordCachedAnswer, resetShownDataTime } from '../offline/shown-data-time';
import { kioskCountdownStore } from '../stores/kiosk-countdown-store';
import { AppFrame } from './AppFrame';

function FramedPage() {
  return (
    <Routes>
      <Route path="/" element={<AppFrame />}>
        <Route path="*" element={<p style={{ padding: 16 }}>{'·'}</p>} />
        <Route index element={<p style={{ padding: 16 }}>{'·'}</p>} />
      </Route>
    </Routes>
  );
}

const meta = { title: 'shell/AppFrame', component: FramedPage } satisfies Meta<typeof FramedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard footer: the language chooser instead of back and home. */
export const GuestDashboard: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Language' })).toBeInTheDocument();
  },
};

/** Any other page: back and home instead of the language chooser. */
export const GuestPage: Story = {
  parameters: { shell: { route: '/basket' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Language' })).toBeNull();
  },
};

/** Kiosk: disability mode offered, bold text, and the logout countdown while a guest is logged in. */
export const KioskWithCountdown: Story = {
  globals: { device: 'Kiosk' },
  parameters: { shell: { route: '/my_account' } },
  beforeEach: () => {
    kioskCountdownStore.setState({ secondsLeft: 37 });
    return () => kioskCountdownStore.setState({ secondsLeft: undefined });
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Logout - 37 seconds')).toBeInTheDocument();
  },
};

/** Signage: the clock and date in the header. */
export const Signage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('banner').querySelector('time')).not.toBeNull());
  },
};

/** Offline: the hub cannot be reached; the banner says what is shown is from when. */
export const GuestOffline: Story = {
  parameters: { shell: { route: '/content/overview' } },
  beforeEach: () => {
    recordCachedAnswer(new Date().setHours(14, 32, 0, 0));
    reportHubUnreachable();
    return () => {
      reportHubReachable();
      resetShownDataTime();
    };
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Offline — showing what was loaded at (14:32|2:32 PM)$/)).toBeInTheDocument();
  },
};

/** Signage offline: the banner in signage sizes, the clock still running. */
export const SignageOffline: Story = {
  globals: { device: 'DigitalSignage' },
  beforeEach: () => {
    recordCachedAnswer(new Date().setHours(9, 5, 0, 0));
    reportHubUnreachable();
    return () => {
      reportHubReachable();
      resetShownDataTime();
    };
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Offline — showing what was loaded at (09:05|9:05 AM)$/)).toBeInTheDocument();
  },
};

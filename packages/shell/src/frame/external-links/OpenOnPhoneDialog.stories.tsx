import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenOnPhoneDialog } from './OpenOnPhoneDialog';

const meta = {
  title: 'shell/OpenOnPhoneDialog',
  component: OpenOnPhoneDialog,
  args: { name: 'Cruise Line Website', address: 'https://www.example.com/aurora-cruises', onClose: fn() },
} satisfies Meta<typeof OpenOnPhoneDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A kiosk guest tapped a link that leaves the product: the code to scan, the address, Close. */
export const Kiosk: Story = {
  globals: { device: 'Kiosk' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Open on your phone' }));
    await expect(dialog.getByText('Cruise Line Website')).toBeInTheDocument();
    await expect(dialog.getByText('https://www.example.com/aurora-cruises')).toBeInTheDocument();
    const qr = await dialog.findByRole('img', { name: 'QR code for Cruise Line Website' });
    await expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(240);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A game on the games host: a long address makes a denser code, drawn larger so each module stays readable. */
export const LongAddress: Story = {
  globals: { device: 'DigitalSignage' },
  args: {
    name: 'Solitaire',
    address: 'http://games.localhost:8080/games/solitaire/index.html?lang=en&ship=aurora-star&device=signage-deck-5-forward',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Open on your phone' }));
    const qr = await dialog.findByRole('img', { name: 'QR code for Solitaire' });
    await expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThan(29);
    await expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(240);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

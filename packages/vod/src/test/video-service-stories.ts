import { expect, within } from 'storybook/test';
import { tvViewport } from './tv-story';

type StoryCanvas = { canvasElement: HTMLElement };

/** Every video screen first logs in to the video service: with a silent hub it says so. */
export const connectingToVideoService = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }: StoryCanvas) => {
    await expect(await within(canvasElement).findByText('Connecting to the video service…')).toBeInTheDocument();
  },
};

/** A player screen at 1920×1080: the cabin TV is where films and channels are watched most. */
export const playerOnTv = {
  ...tvViewport,
  play: async ({ canvasElement }: StoryCanvas) => {
    await expect(await within(canvasElement).findByTestId('video-player', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/**
 * A failed provider call: the §8 text in the error dialog (with its close button) over the
 * screen's failed state. `text` is the dialog's text; `behind` the screen's own sentence.
 */
export async function expectFailure({ canvasElement }: StoryCanvas, text: string, behind?: string) {
  const canvas = within(canvasElement);
  const dialog = await canvas.findByRole('dialog', { name: 'Something went wrong' }, { timeout: 5000 });
  await expect(dialog).toHaveTextContent(text);
  await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  if (behind) await expect(canvas.getAllByText(behind).length).toBeGreaterThan(0);
}

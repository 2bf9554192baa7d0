import type { DemoHubArea } from '../demo-hub-area';

/** The demo hub's feedback area: its state, handlers and fixtures live in this folder. */
export const feedbackArea: DemoHubArea = {
  name: 'feedback',
  createState: () => undefined,
  handlers: () => [],
};

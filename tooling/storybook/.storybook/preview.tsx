import type { Preview } from '@storybook/react-vite';
import { themeNames } from '@companion/theme';
import { loadStoryShell, StoryShell, type StoryShellParameters } from '../src/story-shell';
import type { StoryDevice } from '../src/story-devices';

/**
 * Every story runs inside the shell's services with a hub client that answers from the demo hub
 * (no network), in the theme and device kind picked in the toolbar.
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Visual theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: themeNames, dynamicTitle: true },
    },
    device: {
      description: 'Device kind the hub reports',
      toolbar: {
        title: 'Device',
        icon: 'mobile',
        items: [
          { value: 'App', title: 'Guest device' },
          { value: 'Kiosk', title: 'Kiosk' },
          { value: 'DigitalSignage', title: 'Signage' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'classic', device: 'App' },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ globals, parameters }) => ({
      shell: await loadStoryShell(globals.device as StoryDevice, parameters.shell as StoryShellParameters | undefined),
    }),
  ],
  decorators: [
    (Story, { loaded, globals, parameters }) => (
      <StoryShell
        loaded={loaded.shell}
        themeName={globals.theme}
        route={(parameters.shell as StoryShellParameters | undefined)?.route}
        routeState={loaded.shell.sealedRouteState ?? (parameters.shell as StoryShellParameters | undefined)?.routeState}
      >
        <Story />
      </StoryShell>
    ),
  ],
};

export default preview;

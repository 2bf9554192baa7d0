import { whereAndWhenHandlers, type DemoHubOptions } from '@companion/hub-sim';
import { clearHubDataCache } from '@companion/shell';

/** Each story starts with nothing kept from the one before (the programme keeps answers 120 s). */
export const freshCache = async () => {
  clearHubDataCache();
  return {};
};

/** Story shell parameters for a programme screen at `route`, with where-and-when answered (see render-programme-screen). */
export const programmeShell = (
  route: string,
  more: { overrides?: DemoHubOptions['overrides']; silentHub?: boolean; guest?: 'smith' } = {},
) => ({
  shell: { route, ...more, overrides: [...(more.overrides ?? []), ...whereAndWhenHandlers()] },
});

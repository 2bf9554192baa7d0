import { feedbackContentHandlers, type DemoHubOptions, type demoGuests } from '@companion/hub-sim';

type Overrides = NonNullable<DemoHubOptions['overrides']>;

/**
 * A ratings or problems story's shell parameters at `route`, with the feedback area's content
 * answers after the story's own overrides (the demo hub lists areas after content's catch-all).
 */
export const feedbackShell = (
  route: string,
  extra: { guest?: keyof typeof demoGuests; overrides?: Overrides; silentHub?: boolean } = {},
) => ({
  shell: {
    route,
    ...(extra.guest ? { guest: extra.guest } : {}),
    ...(extra.silentHub ? { silentHub: true } : {}),
    overrides: [...(extra.overrides ?? []), ...feedbackContentHandlers()],
  },
});

import { musterContentHandlers, type DemoHubOptions, type demoGuests } from '@companion/hub-sim';

type Overrides = NonNullable<DemoHubOptions['overrides']>;

/**
 * A muster story's shell parameters: the Smiths at `route`, with the muster area's content
 * answers after the story's own overrides (the demo hub lists areas after content's catch-all).
 */
export const musterShell = (
  route: string,
  extra: { guest?: keyof typeof demoGuests; overrides?: Overrides; silentHub?: boolean } = {},
) => ({
  shell: {
    guest: extra.guest ?? 'smith',
    route,
    ...(extra.silentHub ? { silentHub: true } : {}),
    overrides: [...(extra.overrides ?? []), ...musterContentHandlers()],
  },
});

import type { DeviceConfig } from '@companion/hub-client';

/**
 * bookable-services.md §2, §6: the photo pages exist only when the setting photoMatchEnabled is on.
 * Like the other §6 settings it is read from uiSettings; a string "true" (how hubs send pinLoginEnabled)
 * counts as on too. Absent means off.
 */
export function photoMatchEnabled(config: Pick<DeviceConfig, 'hub'>): boolean {
  const settings = config.hub.uiSettings as { photoMatchEnabled?: unknown } | null | undefined;
  const value = settings?.photoMatchEnabled;
  return value === true || value === 'true';
}

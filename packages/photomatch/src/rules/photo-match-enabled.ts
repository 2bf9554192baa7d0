import { settingIsOn, type DeviceConfig } from '@companion/hub-client';

/**
 * bookable-services.md §2, §6: the photo pages exist only when the setting photoMatchEnabled is on,
 * read from uiSettings by the rule every yes/no hub setting follows (true or "true"). Absent means off.
 */
export function photoMatchEnabled(config: Pick<DeviceConfig, 'hub'>): boolean {
  return settingIsOn(config.hub.uiSettings?.photoMatchEnabled);
}

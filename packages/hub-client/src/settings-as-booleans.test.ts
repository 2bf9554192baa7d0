// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceProfileSchema, uiSettingsSchema } from './schemas/device-config';
import { hubSetting } from './schemas/hub-fields';
import { profileFlags, settingIsOn, uiSettingFlags } from './settings-as-booleans';

const namesReadWith = (shape: Record<string, unknown>) =>
  Object.entries(shape)
    .filter(([, schema]) => schema === hubSetting)
    .map(([name]) => name)
    .sort();

describe('yes/no hub settings', () => {
  it('are on for true and "true" only', () => {
    expect([true, 'true'].map(settingIsOn)).toEqual([true, true]);
    expect([false, 'false', 'yes', '', null, undefined, 1].map(settingIsOn)).toEqual(Array(7).fill(false));
  });

  it('are listed for the first page exactly as the schema reads them', () => {
    expect([...uiSettingFlags].sort()).toEqual(namesReadWith(uiSettingsSchema.shape));
    expect([...profileFlags].sort()).toEqual(namesReadWith(deviceProfileSchema.shape));
  });
});

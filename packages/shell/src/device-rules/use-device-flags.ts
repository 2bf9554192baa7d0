import { useMemo } from 'react';
import { useDeviceConfig } from '../shell-context';
import { deviceFlags, type DeviceFlags } from './device-flags';

export function useDeviceFlags(): DeviceFlags {
  const config = useDeviceConfig();
  return useMemo(() => deviceFlags(config), [config]);
}

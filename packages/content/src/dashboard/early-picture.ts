import { readUnchecked, uncheckedId } from '@companion/hub-client';
import type { EarlyPicture } from '@companion/shell';
import { tilePicture } from '../shared/tile-picture';

/**
 * The dashboard's first tile is the device profile's first module (DashboardScreen). Without a
 * picture of its own it shows the hub's default one: the screen names that.
 */
export const earlyPicture: EarlyPicture = (_reads, { hubApiUrl, deviceConfig }) =>
  tilePicture(hubApiUrl, uncheckedId(readUnchecked(deviceConfig, 'deviceGroup', 'deviceProfile', 'modules', 0, 'imageId')));

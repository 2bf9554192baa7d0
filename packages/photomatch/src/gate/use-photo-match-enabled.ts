import { useDeviceConfig } from '@companion/shell';
import { photoMatchEnabled } from '../rules/photo-match-enabled';

export function usePhotoMatchEnabled(): boolean {
  return photoMatchEnabled(useDeviceConfig());
}

import { lazy, Suspense } from 'react';
import { useDeviceConfig, type WayfinderPanelProps } from '@companion/shell';

const WayfinderPanelView = lazy(() => import('./WayfinderPanelView'));

/**
 * What the apps put in the shell's `wayfinderPanel` slot. The deck pictures and keypad load in
 * their own chunk when a page first shows a panel, so the article and booking pages stay light.
 * Nothing shows unless the device profile enables wayfinder (media-and-guest-services.md §6),
 * whichever page asks.
 */
export function WayfinderPanel(props: WayfinderPanelProps) {
  const enabled = Boolean(useDeviceConfig().deviceGroup.deviceProfile.enableWayfinder);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <WayfinderPanelView {...props} />
    </Suspense>
  );
}

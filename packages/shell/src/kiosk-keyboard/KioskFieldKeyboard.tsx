import { lazy, Suspense } from 'react';
import { afterFirstScreen } from '../startup/after-first-screen';

// Nothing of it is needed for the first screen; it takes up a field chosen before it loaded.
const LoneFieldKeyboard = lazy(() => afterFirstScreen(() => import('./LoneFieldKeyboard')));

/**
 * On a kiosk, a keyboard docked at the foot of the screen while the guest types in a field that
 * has none under it (the content, programme and film searches, which filter as the guest types:
 * a keyboard under the field would push the results off the screen). Forms a guest fills in
 * (`WithKioskKeyboard`) keep the keyboard under them. The kiosk app renders it with its rules.
 */
export function KioskFieldKeyboard() {
  return (
    <Suspense fallback={null}>
      <LoneFieldKeyboard />
    </Suspense>
  );
}

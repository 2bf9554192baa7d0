import { useRef, type ReactNode } from 'react';
import { TouchKeyboard } from '@companion/ui';
import { useDeviceType } from '../shell-context';
import { useKeyboardLabels } from './use-keyboard-labels';

/**
 * A form a guest types into (a login, a problem report, an email address for a receipt): on a
 * public touch kiosk, which has no keyboard, a keyboard on the screen follows it; on every other
 * device the form stands alone. `startInCapitals` for what is written in capitals on a boarding
 * card (a booking reference, a surname); small letters for an email address or a message.
 * Its fields are marked so the keyboard docked for a lone field (`KioskFieldKeyboard`) leaves them to it.
 */
export function WithKioskKeyboard({ children, startInCapitals = false }: { children: ReactNode; startInCapitals?: boolean }) {
  const kiosk = useDeviceType() === 'Kiosk';
  const fields = useRef<HTMLDivElement>(null);
  const labels = useKeyboardLabels();
  if (!kiosk) return children;
  return (
    <>
      <div ref={fields} data-kiosk-keyboard="">
        {children}
      </div>
      <TouchKeyboard fields={fields} startInCapitals={startInCapitals} labels={labels} />
    </>
  );
}

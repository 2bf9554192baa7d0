import { useLoneField } from './use-lone-field';
import { DockedKeyboard } from './DockedKeyboard';

/** The docked keyboard while a lone field is chosen (see `KioskFieldKeyboard`). */
export default function LoneFieldKeyboard() {
  const { field, putAway } = useLoneField();
  if (!field) return null;
  return (
    <DockedKeyboard
      field={field}
      onDone={() => {
        putAway();
        field.blur();
      }}
    />
  );
}

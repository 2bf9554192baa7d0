import { Button, type ButtonProps } from '../button/Button';
import { ariaDisabled } from './aria-disabled';

/**
 * ui's Button for a press that can reach a limit (Next on the last page, One more at the maximum,
 * Update while saving): `disabled` makes it `aria-disabled="true"`, so it looks disabled and
 * ignores presses but keeps keyboard focus where the guest left it (see `ariaDisabled`).
 */
export function AriaDisabledButton({ disabled = false, onClick, ...props }: ButtonProps) {
  return <Button {...props} {...ariaDisabled(disabled, onClick)} />;
}

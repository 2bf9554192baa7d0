import { breakpoints } from '@companion/theme';

/**
 * On small screens the keyboard and a long form hide the field in error, so we scroll to it;
 * from 1024 px the whole form is visible and a jump would only disorient (platform.md §5).
 */
export function scrollToFirstInvalidField(form: HTMLElement, viewportWidth: number = window.innerWidth): boolean {
  if (viewportWidth >= breakpoints.large) return false;
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

import type { PaymentReference } from '@companion/hub-client';

export type CheckoutFields = {
  email: string;
  confirmEmail: string;
  mobile: string;
  payment: PaymentReference;
  termsAccepted: boolean;
};

export type CheckoutErrors = Partial<
  Record<'email' | 'confirmEmail' | 'termsAccepted', 'basket_email_error' | 'basket_email_missmatch' | 'basket_tc_error'>
>;

/** A standard address: something, one @, a domain with a dot, no spaces (bookable-services.md §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** bookable-services.md §5 "Checkout"; the mobile number is optional and not checked. */
export function validateCheckout(fields: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'basket_email_error';
  if (fields.confirmEmail.trim() !== fields.email.trim() || fields.confirmEmail.trim() === '')
    errors.confirmEmail = 'basket_email_missmatch';
  if (!fields.termsAccepted) errors.termsAccepted = 'basket_tc_error';
  return errors;
}

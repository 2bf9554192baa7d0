import type { PaymentReference } from '@companion/hub-client';

export type CheckoutFields = {
  email: string;
  confirmEmail: string;
  mobile: string;
  payment: PaymentReference;
  termsAccepted: boolean;
};

export type CheckoutErrors = {
  email?: 'basket_email_error' | 'basket_email_invalid';
  confirmEmail?: 'basket_email_missmatch';
  termsAccepted?: 'basket_tc_error';
};

/** A usable address: something, one @, a domain with a dot, no spaces (bookable-services.md §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * bookable-services.md §5 "Checkout". An empty address and an incomplete one get different
 * messages, so a guest who typed one is not told to type it. The mobile number is optional and
 * not validated, as the spec has it: the hub takes what the guest writes.
 */
export function validateCheckout(fields: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const email = fields.email.trim();
  if (email === '') errors.email = 'basket_email_error';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'basket_email_invalid';
  if (fields.confirmEmail.trim() !== email || fields.confirmEmail.trim() === '') errors.confirmEmail = 'basket_email_missmatch';
  if (!fields.termsAccepted) errors.termsAccepted = 'basket_tc_error';
  return errors;
}

import { describe, expect, it } from 'vitest';
import { validateCheckout, type CheckoutFields } from './validate-checkout';

const valid: CheckoutFields = {
  email: 'guest@example.com',
  confirmEmail: 'guest@example.com',
  mobile: '',
  payment: 'CARD',
  termsAccepted: true,
};

describe('validateCheckout', () => {
  it('accepts a complete checkout without a mobile number', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it.each(['', 'guest', 'guest@', 'guest@example', 'gu est@example.com', 'a@b@example.com'])('refuses the address %j', (email) => {
    expect(validateCheckout({ ...valid, email, confirmEmail: email }).email).toBe('basket_email_error');
  });

  it('wants the confirmation to match', () => {
    expect(validateCheckout({ ...valid, confirmEmail: 'other@example.com' })).toEqual({ confirmEmail: 'basket_email_missmatch' });
  });

  it('wants the terms accepted', () => {
    expect(validateCheckout({ ...valid, termsAccepted: false })).toEqual({ termsAccepted: 'basket_tc_error' });
  });

  it('does not check the mobile number', () => {
    expect(validateCheckout({ ...valid, mobile: 'not a number' })).toEqual({});
  });
});

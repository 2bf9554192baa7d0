// @vitest-environment node
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

  it.each(['', '   '])('asks for an address when there is none (%j)', (email) => {
    expect(validateCheckout({ ...valid, email, confirmEmail: email }).email).toBe('basket_email_error');
  });

  it.each(['guest', 'guest@', 'guest@example', 'emily.smith@example', 'guest@example.', 'gu est@example.com', 'a@b@example.com'])(
    'says the address %j is not complete, rather than asking for one',
    (email) => {
      expect(validateCheckout({ ...valid, email, confirmEmail: email }).email).toBe('basket_email_invalid');
    },
  );

  it.each(['emily.smith@example.com', 'a.b+excursions@mail.example.co.uk'])('accepts the address %j', (email) => {
    expect(validateCheckout({ ...valid, email, confirmEmail: email })).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(validateCheckout({ ...valid, confirmEmail: 'other@example.com' })).toEqual({ confirmEmail: 'basket_email_missmatch' });
  });

  it('wants the terms accepted', () => {
    expect(validateCheckout({ ...valid, termsAccepted: false })).toEqual({ termsAccepted: 'basket_tc_error' });
  });

  it.each(['', '+44 7700 900123', 'abc'])('takes the mobile number %j as written (optional, not validated: §5)', (mobile) => {
    expect(validateCheckout({ ...valid, mobile })).toEqual({});
  });
});

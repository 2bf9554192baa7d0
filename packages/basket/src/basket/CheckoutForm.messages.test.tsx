import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketState } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { cartStore } from '../cart/cart-store';
import { demoCartChanges } from '../test/demo-cart';
import { renderBasketScreen } from '../test/render-basket-screen';
import { BasketScreen } from './BasketScreen';

const reset = () => {
  cartStore.setState(cartStore.getInitialState(), true);
  clearAuthentication();
};
beforeEach(reset);
afterEach(reset);

const incompleteEmail = /Check this email address: it should look like name@example\.com/;

async function typeAndOrder(email: string, mobile: string) {
  await userEvent.type(await screen.findByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Confirm email address'), email);
  if (mobile) await userEvent.type(screen.getByLabelText('Mobile number (optional)'), mobile);
  await userEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('checkout messages at their fields', () => {
  it('says an incomplete address needs checking (not “enter your address”), and keeps what was typed', async () => {
    const { demoState } = await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    await typeAndOrder('emily.smith@example', '');
    const email = screen.getByLabelText('Email address');
    expect(await screen.findByText(incompleteEmail)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(incompleteEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('emily.smith@example');
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    expect(basketState(demoState).orders.size).toBe(0);
  });

  it('does not read the whole Terms & Conditions each time the terms box is reached, only its own message', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    const terms = await screen.findByRole('checkbox', { name: /Terms & Conditions/ });
    expect(terms).toHaveAccessibleDescription('');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(terms).toHaveAccessibleDescription('Please accept the Terms & Conditions which are listed below, to continue');
  });

  // Screen-reader audit: an empty Continue raised three alerts at once, and focus then read the first again.
  it('moves focus to the first field in error on every failed press, without a chorus of alerts', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await userEvent.type(email, 'emily.smith@example.com');
    await userEvent.click(continueButton);
    expect(screen.getByLabelText('Confirm email address')).toHaveFocus();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketState } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { reportHubReachable } from '@companion/shell';
import { pressWhileOffline } from '@companion/screen-harness';
import { cartStore } from '../cart/cart-store';
import { demoCartChanges } from '../test/demo-cart';
import { renderBasketScreen } from '../test/render-basket-screen';
import { BasketScreen } from './BasketScreen';

const reset = () => {
  reportHubReachable();
  cartStore.setState(cartStore.getInitialState(), true);
  clearAuthentication();
};
beforeEach(reset);
afterEach(reset);

describe('the basket order while offline (issue 20)', () => {
  it('disables Continue with the offline message, sends nothing, and enables it again online', async () => {
    const { demoState } = await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    await userEvent.type(await screen.findByLabelText('Email address'), 'guest@example.com');
    await userEvent.type(screen.getByLabelText('Confirm email address'), 'guest@example.com');
    await pressWhileOffline('Continue', /Ordering needs a connection to the ship; nothing has been sent/);
    expect(basketState(demoState).orders.size).toBe(0);
  });
});

import { act, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthentication } from '@companion/session';
import { useSetLanguage } from '@companion/shell';
import { cartStore } from '../cart/cart-store';
import { demoCartChanges } from '../test/demo-cart';
import { renderBasketScreen } from '../test/render-basket-screen';
import { BasketScreen } from './BasketScreen';

// Issue 13: after choosing Deutsch the basket and checkout showed pounds as euros.

function chooseLanguage(language: string) {
  const { result } = renderHook(() => useSetLanguage());
  act(() => result.current(language));
}

afterEach(() => {
  chooseLanguage('en');
  cartStore.setState(cartStore.getInitialState(), true);
  clearAuthentication();
});

describe('the basket’s money', () => {
  it('is the hub’s pounds, written the German way, for a German guest', async () => {
    chooseLanguage('de');
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    const walk = await screen.findByRole('article', { name: 'Lisbon Old Town Walk' });
    expect(within(walk).getByText('99,00 £')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('€');
  });
});

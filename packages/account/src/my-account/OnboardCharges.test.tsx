import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceLine } from '@companion/hub-client';
import { answeringCall } from '@companion/hub-sim';
import { renderAccountScreen } from '../test/render-account-screen';
import { chargeTotal, sortCharges, toPay } from './invoice-lines';
import { MyAccountScreen } from './MyAccountScreen';
import { OnboardCharges } from './OnboardCharges';

const line = (chargeDate: string, extra: Partial<InvoiceLine> = {}): InvoiceLine => ({
  chargeDate,
  department: 'Bar',
  description: 'Espresso',
  charges: 3.2,
  ...extra,
});

describe('OnboardCharges', () => {
  it('shows a spinner, then the first day’s charges oldest first, with discounts and the total', async () => {
    // Late on embarkation day (the voyage starts today), so every charge keeps its planned time.
    const lateEvening = new Date();
    lateEvening.setHours(23, 30, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(lateEvening);
    try {
      await renderAccountScreen(<OnboardCharges />, { whileLoading: true });
      expect(screen.getByRole('status')).toHaveTextContent('Loading your onboard charges');
      const table = await screen.findByRole('table', { name: 'Onboard charges' });
      const rows = within(table).getAllByRole('row');
      const body = rows.slice(1, -1);
      expect(body).toHaveLength(12);
      expect(body[0]).toHaveTextContent('Pool Bar – 2 × Aperol Spritz');
      expect(body[0]).toHaveTextContent('12:40');
      expect(body[11]).toHaveTextContent('Starlight Bar – 2 × espresso martini');
      const spa = body.find((row) => row.textContent?.includes('Express Glow Facial'))!;
      // In its column, and again under the description, where a phone shows it.
      expect(within(spa).getAllByText('Spa')).toHaveLength(2);
      expect(spa).toHaveTextContent('£55.00');
      expect(spa).toHaveTextContent('£5.50');
      expect(spa).toHaveTextContent('£49.50');
      expect(rows.at(-1)).toHaveTextContent('Total of your charges');
      expect(rows.at(-1)).toHaveTextContent('£450.47');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "no charges" when the guest has none', async () => {
    await renderAccountScreen(<OnboardCharges />, { guest: 'jones' });
    expect(screen.getByText('There are no charges on your account yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the hub fails, and loads the charges on retry once the hub answers', async () => {
    let failing = true;
    await renderAccountScreen(<OnboardCharges />, {
      wrapFetch: (demoFetch) => (input, init) =>
        failing && (input instanceof Request ? input.url : String(input)).endsWith('/pms/invoices')
          ? Promise.resolve(new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }))
          : demoFetch(input, init),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your onboard charges could not be loaded.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Bad Gateway');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Onboard charges' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a line without description or discount, and one dated without a time', async () => {
    await renderAccountScreen(<OnboardCharges />, {
      overrides: [answeringCall('get', '*/pms/invoices', [line('2026-11-23', { description: null, department: 'Shop', charges: 12 })])],
    });
    const row = within(screen.getByRole('table', { name: 'Onboard charges' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('23/11/2026');
    expect(row).toHaveTextContent('Shop');
    expect(within(row).getAllByText('£12.00')).toHaveLength(2);
  });

  it('is a section of My Account', async () => {
    await renderAccountScreen(<MyAccountScreen />);
    expect(screen.getByRole('heading', { name: 'Onboard charges' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Onboard charges' })).toBeInTheDocument();
  });
});

describe('invoice lines', () => {
  it('sort oldest first', () => {
    expect(sortCharges([line('2026-11-24T08:00:00'), line('2026-11-23T22:00:00')]).map((l) => l.chargeDate)).toEqual([
      '2026-11-23T22:00:00',
      '2026-11-24T08:00:00',
    ]);
  });

  it('pay the hub’s discounted figure, or charges less discounts when the hub sends none', () => {
    expect(toPay(line('2026-11-23', { charges: 10, discounts: 1, chargesWithDiscounts: 9 }))).toBe(9);
    expect(toPay(line('2026-11-23', { charges: 10, discounts: 2.5 }))).toBe(7.5);
    expect(toPay(line('2026-11-23', { charges: 10 }))).toBe(10);
  });

  it('total to the cent', () => {
    expect(chargeTotal([line('a', { charges: 0.1 }), line('b', { charges: 0.2 })])).toBe(0.3);
  });
});

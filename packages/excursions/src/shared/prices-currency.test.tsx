import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeviceConfig } from '@companion/hub-client';
import { demoMarketplaceActivity } from '@companion/hub-sim';
import { chooseLanguage } from '@companion/screen-harness';
import { clearAuthentication } from '@companion/session';
import { ExcursionDetailScreen } from '../detail/ExcursionDetailScreen';
import { ExcursionsByDateScreen } from '../list/ExcursionsByDateScreen';
import { RiverExcursionsScreen } from '../marketplace/RiverExcursionsScreen';
import { demoExcursion, routeDate } from '../test/demo-excursions';
import { renderExcursionScreen } from '../test/render-excursion-screen';

// Issue 13: after choosing Deutsch a £49 excursion read "49,00 €". The hub decides the money,
// the language only how it is written.

afterEach(() => {
  chooseLanguage('en');
  clearAuthentication();
});

const bike = demoExcursion('Barcelona by bike');
const fjord = demoMarketplaceActivity('Fjord cruise to Mostraumen');
const inCurrency =
  (currency: string | null) =>
  (config: DeviceConfig): DeviceConfig => ({ ...config, hub: { ...config.hub, currency } });
const cardOf = async (name: string) => screen.findByRole('article', { name });

const list = (options: Omit<Parameters<typeof renderExcursionScreen>[2], 'entry'> = {}) =>
  renderExcursionScreen('/onboard/excursions/:date?', () => <ExcursionsByDateScreen />, {
    entry: `/onboard/excursions/${routeDate(bike.date)}`,
    ...options,
  });

describe('prices in the hub’s currency', () => {
  it('shows a German guest pounds written the German way in the list', async () => {
    chooseLanguage('de');
    await list();
    expect(await cardOf('Barcelona by bike')).toHaveTextContent('49,00 £');
    expect(document.body).not.toHaveTextContent('€');
  });

  it('shows a German guest pounds written the German way in the detail', async () => {
    chooseLanguage('de');
    await renderExcursionScreen('/onboard/excursion/:id', () => <ExcursionDetailScreen />, {
      entry: `/onboard/excursion/${bike.id}`,
    });
    expect(await screen.findByText('49,00 £')).toBeInTheDocument();
    expect(screen.getByText('25,00 £')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('€');
  });

  it('is pounds when the hub sends no currency', async () => {
    chooseLanguage('de');
    await list({ patchConfig: inCurrency(null) });
    expect(await cardOf('Barcelona by bike')).toHaveTextContent('49,00 £');
  });

  it('shows euros when the hub’s currency is EUR, in either language', async () => {
    await list({ patchConfig: inCurrency('EUR') });
    expect(await cardOf('Barcelona by bike')).toHaveTextContent('€49.00');
    chooseLanguage('de');
    expect(await cardOf('Barcelona by bike')).toHaveTextContent('49,00 €');
  });

  it('agrees with the marketplace on the same screen', async () => {
    chooseLanguage('de');
    await renderExcursionScreen(
      '/onboard/excursions/:date?',
      () => (
        <>
          <ExcursionsByDateScreen />
          <RiverExcursionsScreen />
        </>
      ),
      { entry: `/onboard/excursions/${routeDate(bike.date)}?city=${fjord.countryId}/${fjord.cityId}` },
    );
    const marketplaceCard = await cardOf(fjord.activity.title);
    const excursionCard = await cardOf('Barcelona by bike');
    expect(within(marketplaceCard).getByText(/£/)).toBeInTheDocument();
    expect(excursionCard).toHaveTextContent('£');
    expect(document.body).not.toHaveTextContent('€');
  });
});

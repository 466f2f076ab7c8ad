import { apiFailure, axeViolations, type FakeApiRoutes } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WeightedResponse } from '../../../contract';
import ElectricityConsumptionPage from '../../pages/ElectricityConsumptionPage';
import { contentAnswer, feature, meAnswer, paths, profileAnswer, timeseriesAnswer, weightedAnswer } from '../../testing/consumptionFixtures';
import { callsTo, renderConsumptionPage } from '../../testing/renderConsumptionPage';

const WEIGHTED = '/electricity/weighted';
const HEADING = /^Kulutuksella painotettu pörssihinta/;

function renderPage(options: { flags?: Record<string, boolean>; features?: string[]; weighted?: FakeApiRoutes[string] } = {}) {
  return renderConsumptionPage(
    ElectricityConsumptionPage,
    '/kulutus',
    {
      [paths.me]: meAnswer,
      [paths.content]: contentAnswer((options.features ?? ['consumption', 'weightedPricing']).map((f) => feature(f))),
      [paths.details]: { vat: true },
      [paths.timeseries]: timeseriesAnswer(),
      [paths.profile]: profileAnswer(),
      [paths.weighted]: options.weighted ?? weightedAnswer(),
    },
    { weightedPricing: true, ...options.flags },
  );
}

async function chooseMode(name: string): Promise<void> {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

describe('weighted price section', () => {
  it('compares the weighted with the plain average price of the shown month and says what it means', async () => {
    const { api } = renderPage();
    await screen.findByRole('img', { name: /^Kulutus \(kWh\)/ });
    // A day is no span to average over: nothing is shown or asked in day mode.
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
    expect(callsTo(api, WEIGHTED)).toHaveLength(0);

    await chooseMode('Kuukausi');
    const section = await screen.findByRole('region', { name: 'Kulutuksella painotettu pörssihinta Tammikuu 2025' });
    await within(section).findByTestId('weighted-price');
    expect(callsTo(api, WEIGHTED).at(-1)?.query).toMatchObject({ mode: 'month', start: '2025-01-14', vat: 'VAT_24' });
    expect(within(section).getByTestId('weighted-price')).toHaveTextContent('8,12 c/kWh');
    expect(within(section).getByTestId('average-price')).toHaveTextContent('9,36 c/kWh');
    // (8,1234 / 9,3579 − 1) × 100 = −13,19 %
    expect(within(section).getByTestId('weighted-difference')).toHaveTextContent('-1,23 c/kWh (-13,19 %)');
    expect(section).toHaveTextContent('Käytit sähköä keskimääräistä halvemmilla tunneilla: painotettu hintasi oli 1,23 c/kWh keskiarvoa alempi.');
    expect(section).toHaveTextContent('Kulutus 1 234,57 kWh.');
    expect(section).toHaveTextContent('Pörssihinnoilla se maksoi 100,29 €.');
    expect(await axeViolations(section)).toEqual([]);
  });

  it('follows the VAT choice and says when the customer used dearer hours', async () => {
    const { api } = renderPage({
      weighted: (call) =>
        weightedAnswer({
          vat: call.query?.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24',
          weightedAveragePrice: 9.8579,
          difference: 0.5,
          differencePercent: 5.343,
          missingIntervals: 8,
        }),
    });
    await chooseMode('Viikko');
    await userEvent.click(screen.getByRole('radio', { name: 'Alv 0 %' }));
    await waitFor(() => expect(callsTo(api, WEIGHTED).at(-1)?.query).toMatchObject({ mode: 'week', vat: 'VAT_0' }));
    const section = await screen.findByRole('region', { name: HEADING });
    await within(section).findByTestId('weighted-difference');
    expect(within(section).getByTestId('weighted-difference')).toHaveTextContent('+0,50 c/kWh (+5,34 %)');
    expect(section).toHaveTextContent('kalliimmilla tunneilla: painotettu hintasi oli 0,50 c/kWh keskiarvoa korkeampi.');
    expect(section).toHaveTextContent('Hinnat ilman arvonlisäveroa');
    expect(within(section).getByRole('note')).toHaveTextContent('8 jaksolta puuttuu kulutustieto');
  });

  it('is not shown, and not asked for, when the flag weightedPricing is off', async () => {
    const { api } = renderPage({ flags: { weightedPricing: false } });
    await chooseMode('Kuukausi');
    // The profile still comes, so the page has settled on month mode.
    await screen.findByRole('region', { name: /^Kulutusprofiili/ });
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
    expect(callsTo(api, WEIGHTED)).toHaveLength(0);
  });

  it('is not shown where the place lacks the weightedPricing feature (absent = disabled)', async () => {
    const { api } = renderPage({ features: ['consumption'] });
    await chooseMode('Vuosi');
    await screen.findByRole('region', { name: /^Kulutusprofiili/ });
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
    expect(callsTo(api, WEIGHTED)).toHaveLength(0);
  });

  it('says so when the period has nothing to weight', async () => {
    const empty: Partial<WeightedResponse> = {
      weightedAveragePrice: null,
      difference: null,
      differencePercent: null,
      consumptionKwh: 0,
      spotCostEur: null,
      pricedIntervals: 0,
    };
    renderPage({ weighted: weightedAnswer(empty) });
    await chooseMode('Kuukausi');
    const section = await screen.findByRole('region', { name: HEADING });
    expect(await within(section).findByText('Valitulta jaksolta ei ole kulutus- ja hintatietoja painotetun hinnan laskemiseen.')).toBeInTheDocument();
    expect(within(section).queryByTestId('weighted-price')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    const { api } = renderPage({
      weighted: () => {
        if (fail) throw apiFailure(500, 'INTERNAL');
        return weightedAnswer();
      },
    });
    await chooseMode('Kuukausi');
    const section = await screen.findByRole('region', { name: HEADING });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Painotetun hinnan lataaminen epäonnistui.');
    const asked = callsTo(api, WEIGHTED).length;
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await within(section).findByTestId('weighted-price')).toHaveTextContent('8,12 c/kWh');
    expect(callsTo(api, WEIGHTED).length).toBeGreaterThan(asked);
  });
});

import { ApiClientRef, FRONT_PAGE_CARD_SLOT, Slot } from '@portal/core';
import { apiFailure, createFakeApiClient, renderWithPortal, substitute, type FakeApiRoutes } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSUMPTION_API, type SpotPriceNow } from '../../contract';
import { consumptionPlugin } from '../../index';
import { budgetAnswer, contentAnswer, feature, meAnswer, paths, PLACE_ID, summaryAnswer, USER_ID } from '../testing/consumptionFixtures';

const spotPath = `GET ${CONSUMPTION_API.spotPriceNow(USER_ID)}`;
const spotAnswer: SpotPriceNow = {
  place: { locationIdentifier: PLACE_ID },
  price: { start: '2025-01-14T08:00:00.000Z', end: '2025-01-14T08:15:00.000Z', spotCKwh: 10.04, marginCKwh: 0.63, totalCKwh: 10.67 },
  vat: 'VAT_24',
};

async function cardShowing(title: string, text: string | RegExp): Promise<HTMLElement> {
  const section = (await screen.findByText(text)).closest('section');
  expect(section).toHaveAccessibleName(title);
  return section as HTMLElement;
}

function renderFrontPage(routes: FakeApiRoutes, flags: Record<string, boolean> = {}) {
  const api = createFakeApiClient({ [paths.me]: meAnswer, [paths.details]: { vat: true }, ...routes });
  renderWithPortal(<Slot slot={FRONT_PAGE_CARD_SLOT} props={{}} />, {
    plugins: [consumptionPlugin],
    flags: { consumption: true, consumptionInEuros: true, consumptionBudget: true, districtHeatingConsumption: true, ...flags },
    services: [substitute(ApiClientRef, api)],
  });
  return api;
}

describe('consumption front-page cards', () => {
  it("glance at yesterday, the budget and the spot price now, each linking to the place's chart", async () => {
    renderFrontPage({
      [paths.content]: contentAnswer([feature('consumption'), feature('consumptionBudget')]),
      [paths.summary]: summaryAnswer(),
      [paths.budget]: budgetAnswer(),
      [spotPath]: spotAnswer,
    });
    // The loading state is a card of the same title; the data replaces it, so find the card by its figure.
    const yesterday = await cardShowing('Eilinen kulutus', '34,50 kWh');
    expect(yesterday).toHaveTextContent('14.1.2025');
    expect(yesterday).toHaveTextContent('4,31');
    expect(yesterday).toHaveTextContent('-10,00');
    expect(within(yesterday).getByRole('link', { name: 'Näytä kulutus' })).toHaveAttribute('href', `/kulutus/${PLACE_ID}`);

    const spot = await cardShowing('Pörssisähkö nyt', '10,67 c/kWh');
    expect(spot).toHaveTextContent('10:00–10:15');
    expect(spot).toHaveTextContent('Marginaali0,63 c/kWh');

    await cardShowing('Kulutusbudjetti', /Kuukausi tähän mennessä/);
  });

  it('shows a district heating customer the heat card instead of the spot price', async () => {
    const dhContent = contentAnswer([feature('districtHeatingConsumption')]);
    const api = renderFrontPage({ [paths.content]: dhContent, [paths.dhSummary]: dhSummary() });
    const heat = await cardShowing('Kaukolämpö', '1,25 MWh');
    expect(within(heat).getByRole('link')).toHaveAttribute('href', `/kaukolampo/${PLACE_ID}`);
    expect(screen.queryByRole('region', { name: 'Pörssisähkö nyt' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('spot-price'))).toBe(false);
  });

  it('shows a failed read as an error with a retry in that card only', async () => {
    let failing = true;
    renderFrontPage({
      [paths.content]: contentAnswer([feature('consumption')]),
      [paths.summary]: () => {
        if (failing) throw apiFailure(500, 'INTERNAL');
        return summaryAnswer();
      },
      [spotPath]: spotAnswer,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.closest('section')).toHaveAccessibleName('Eilinen kulutus');
    expect(await screen.findByText('10,67 c/kWh')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    await cardShowing('Eilinen kulutus', '34,50 kWh');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows no spot card to a customer without a spot contract', async () => {
    const api = renderFrontPage({
      [paths.content]: contentAnswer([feature('consumption')]),
      [paths.summary]: summaryAnswer(),
      [spotPath]: { place: null, price: null, vat: 'VAT_24' },
    });
    await screen.findByText('34,50 kWh');
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('spot-price'))).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Pörssisähkö nyt' })).not.toBeInTheDocument();
  });
});

function dhSummary() {
  return {
    locationIdentifier: PLACE_ID,
    period: { start: '2024-12-01', end: '2025-01-01' },
    consumption: 1.25,
    consumptionUnit: 'MWh',
    consumptionKwh: 1250,
    price: 123.45,
    priceUnit: 'EUR',
    vat: 'VAT_24',
    supplyTemperature: 70,
    returnTemperature: 32,
    returnTemperatureDescription: null,
    temperatureIndex: null,
    temperatureIndexDescription: null,
    buildingType: 'DetachedHouse',
    limits: [],
    missingIntervals: 0,
    estimatedIntervals: 0,
    complete: true,
  };
}

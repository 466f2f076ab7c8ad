import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClockRef } from '@portal/core';
import {
  apiFailure,
  axeViolations,
  createFakeClock,
  renderWithPortal,
  substitute,
  testPlugin,
  translationKeyMismatches,
  type FakeApiRoutes,
} from '@portal/core/testing';
import type { CheapestResponse, EnergyPriceResponse, SimulatorResponse, UserPriceResponse, WeightedConsumptionPlusResponse } from '../contract';
import { MARKET_PRICE_API } from '../contract/paths';
import { marketPricePlugin } from '../index';
import { OwnPriceSection } from './components/OwnPriceSection';
import FrontPagePriceCard from './frontPage/FrontPagePriceCard';
import MarketPricePage from './pages/MarketPricePage';

/** Component tests run in jsdom: `npx vitest run plugins/market-price/src/web`. */
const QUARTER = 15 * 60_000;
const dayStart = Date.parse('2026-01-14T22:00:00Z');

function quarters(count: number, from: number, price: (i: number) => number) {
  return Array.from({ length: count }, (_, i) => ({
    start: new Date(from + i * QUARTER).toISOString(),
    end: new Date(from + (i + 1) * QUARTER).toISOString(),
    price: price(i),
    level: null,
  }));
}

const PRICES: EnergyPriceResponse = {
  unit: 'KWH',
  vat: 'VAT_24',
  resolution: 'MARKET',
  now: '2026-01-15T10:00:00.000Z',
  days: [
    { date: '2026-01-15', published: true, periods: quarters(96, dayStart, (i) => (i === 50 ? -0.63 : 10.04)), average: 9.9, min: -0.63, max: 10.04 },
    { date: '2026-01-16', published: false, periods: [], average: null, min: null, max: null },
  ],
};
const CHEAPEST: CheapestResponse = {
  unit: 'KWH',
  vat: 'VAT_24',
  hours: 3,
  from: '2026-01-15T10:00:00.000Z',
  to: '2026-01-15T22:00:00.000Z',
  window: { start: '2026-01-15T19:00:00.000Z', end: '2026-01-15T22:00:00.000Z', average: 3.21 },
  cheapestQuarters: [],
  current: 10.04,
  rangeAverage: 8,
  flat: false,
  appliance: null,
};

const renderPage = (prices: FakeApiRoutes[string] = PRICES) =>
  renderWithPortal(<MarketPricePage />, {
    plugins: [marketPricePlugin],
    flags: { marketPrice: true, marketPriceFuturePrices: false },
    services: [substitute(ClockRef, createFakeClock('2026-01-15T10:05:00Z'))],
    api: { [`GET ${MARKET_PRICE_API.energyPrice}`]: prices, [`GET ${MARKET_PRICE_API.cheapest}`]: CHEAPEST },
  });

describe('market-price manifest', () => {
  it('contributes a public page, a menu step and a front-page card only with the marketPrice flag', () => {
    const on = testPlugin(marketPricePlugin, { flags: { marketPrice: true } });
    expect(on.routes.map((route) => [route.ref.defaultPath, route.public])).toEqual([['/porssisahko', true]]);
    expect(on.menu.map((step) => step.id)).toEqual(['market-price.menu']);
    const off = testPlugin(marketPricePlugin, { flags: { marketPrice: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(marketPricePlugin)).toEqual([]);
  });
});

describe('market-price page', () => {
  it("shows today's quarters in a chart and a table, marks and announces the current one, with no axe violations", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pörssisähkö' })).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /Pörssihinnat 15\.1\.2026/ });
    expect(chart).toHaveAttribute('data-periods', '96');
    // 10:05 UTC = 12:05 in Helsinki: the quarter 12:00–12:15.
    expect(screen.getByRole('status')).toHaveTextContent('Hinta nyt 12:00–12:15: 10,04 c/kWh');
    const table = screen.getByRole('table', { name: 'Hinnat 15.1.2026' });
    expect(within(table).getByRole('rowheader', { name: /12:00–12:15 Nyt/ })).toBeInTheDocument();
    expect(within(table).getByText(/negatiivinen/)).toBeInTheDocument();
    expect(screen.getByText('Huomisen hinnat julkaistaan noin klo 14.00.')).toBeInTheDocument();
    expect(await screen.findByTestId('cheapest-window')).toHaveTextContent('Halvin 3 h: 15.1.2026 21:00–24:00');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks again in €/MWh without VAT when the person switches, by keyboard', async () => {
    const { api } = renderPage();
    await screen.findByRole('img', { name: /Pörssihinnat/ });
    const unit = screen.getByRole('radio', { name: 'c/kWh' });
    unit.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '€/MWh' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'ALV 0 %' }));
    expect(api.calls.filter((c) => c.path === MARKET_PRICE_API.energyPrice).at(-1)?.query).toEqual({
      unit: 'MWH',
      vat: 'VAT_0',
      resolution: 'MARKET',
    });
  });

  it('searches the cheapest window tonight (22–07 Helsinki) when the person picks that range', async () => {
    const { api } = renderPage();
    await screen.findByTestId('cheapest-window');
    await userEvent.click(screen.getByRole('radio', { name: 'Tänä yönä 22–07' }));
    expect(api.calls.filter((c) => c.path === MARKET_PRICE_API.cheapest).at(-1)?.query).toMatchObject({
      hours: '3',
      quarters: 12,
      from: '2026-01-15T20:00:00.000Z',
      to: '2026-01-16T05:00:00.000Z',
    });
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      if (calls === 1) throw apiFailure(500, 'INTERNAL');
      return PRICES;
    });
    expect(await screen.findByText('Hintojen hakeminen epäonnistui.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Yritä uudelleen' })[0]!);
    expect(await screen.findByRole('img', { name: /Pörssihinnat/ })).toBeInTheDocument();
  });
});

describe('front-page price card', () => {
  it('shows the price now and the next cheap window, linking to the price page', async () => {
    renderWithPortal(<FrontPagePriceCard />, {
      plugins: [marketPricePlugin],
      flags: { marketPrice: true },
      api: { [`GET ${MARKET_PRICE_API.cheapest}`]: CHEAPEST },
    });
    expect(await screen.findByText('10,04 c/kWh')).toBeInTheDocument();
    expect(screen.getByText(/Halvin 3 h: 15\.1\.2026 21:00–24:00, 3,21 c\/kWh/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Avaa pörssisähkö/ })).toHaveAttribute('href', '/porssisahko');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('own price and simulator (signed in)', () => {
  const USER_PRICE: UserPriceResponse = {
    locationIdentifier: 'L-1',
    vat: 'VAT_24',
    contract: { pricing: 'SPOT', marginCKwh: 0.5, fixedPriceCKwh: null, transferCKwh: 4, taxClass: 'I' },
    days: [
      {
        date: '2026-01-15',
        published: true,
        periods: [
          { start: '2026-01-15T10:00:00.000Z', end: '2026-01-15T10:15:00.000Z', spot: 10.04, margin: 0.63, transfer: 5.02, tax: 2.83, total: 18.52 },
        ],
      },
    ],
    weightedMonth: { month: '2026-01', consumptionKwh: 144, weightedSpot: 6.67, averageSpot: 8 },
  };
  const month = (m: string, spot: number, fixed: number) => ({
    month: m,
    kwh: 300,
    unpricedKwh: 0,
    spot: { energyEur: spot, basicFeeEur: 4.89, totalEur: spot + 4.89, averageCKwh: 9 },
    fixed: { energyEur: fixed, basicFeeEur: 3.14, totalEur: fixed + 3.14, averageCKwh: 10 },
  });
  const SIMULATION: SimulatorResponse = {
    locationIdentifier: 'L-1',
    terms: { marginCKwh: 0.5, spotBasicFeeEurMonth: 3.9, fixedPriceCKwh: 8, fixedBasicFeeEurMonth: 2.5 },
    months: [month('2025-12', 27, 30)],
    totals: { kwh: 300, spotEur: 31.89, fixedEur: 33.14 },
  };

  const period = (p: string, weighted: number, average: number, percent: number, paid: number) => ({
    period: p,
    from: `${p.slice(0, 4)}-01-01`,
    to: '2026-01-14',
    consumptionKwh: 300,
    pricedConsumptionKwh: 300,
    pricedIntervals: 1300,
    weightedPrice: weighted,
    averagePrice: average,
    difference: Math.round((weighted - average) * 1000) / 1000,
    differencePercent: percent,
    paidPrice: paid,
    paidEur: 40,
  });
  const WEIGHTED: WeightedConsumptionPlusResponse = {
    locationIdentifier: 'L-1',
    date: '2026-01-14',
    vat: 'VAT_24',
    unit: 'c/kWh',
    contract: { marginCKwh: 0.5 },
    month: period('2026-01', 13.555, 13.074, 3.7, 14.183),
    year: period('2026', 12.5, 12.82, -2.5, 13.128),
    profile: [],
  };

  it('shows the all-in price now, the weighted month and the simulator months, axe clean', async () => {
    const { api } = renderWithPortal(
      <OwnPriceSection userId="u-1" places={[{ locationIdentifier: 'L-1', name: 'Koti' }]} vat="VAT_24" nowMs={Date.parse('2026-01-15T10:05:00Z')} />,
      {
        plugins: [marketPricePlugin],
        flags: { marketPrice: true, marketPriceSimulator: true, marketPriceConsumptionProfile: true },
        api: {
          [`GET ${MARKET_PRICE_API.userPrice('u-1', 'L-1')}`]: USER_PRICE,
          [`GET ${MARKET_PRICE_API.simulator('u-1', 'L-1')}`]: SIMULATION,
          [`GET ${MARKET_PRICE_API.weightedConsumptionPlus('u-1', 'L-1')}`]: WEIGHTED,
          [`GET ${MARKET_PRICE_API.suggestion('u-1', 'L-1')}`]: {
            locationIdentifier: 'L-1',
            from: '2025-12-18',
            to: '2026-01-14',
            suggestions: [
              { hour: 18, movableKwhPerDay: 2, hourPriceCKwh: 25.1, cheapestHour: 3, cheapestPriceCKwh: 2.51, savingEurPer30Days: 13.55 },
            ],
          },
        },
      },
    );
    expect(await screen.findByTestId('own-price-now')).toHaveTextContent('Maksat nyt 12:00–12:15: 18,52');
    const own = screen.getByRole('table', { name: 'Oma hintasi jaksoittain 15.1.2026 (c/kWh)' });
    expect(within(own).getByRole('rowheader', { name: /12:00–12:15 Nyt/ })).toBeInTheDocument();
    expect(screen.getByTestId('weighted-month')).toHaveTextContent('Ajoituksesi on markkinaa edullisempi.');
    const weighted = await screen.findByRole('table', { name: 'Painotettu ja tavallinen keskihinta (c/kWh)' });
    const monthRow = within(weighted).getByRole('rowheader', { name: 'Tämä kuukausi' }).closest('tr')!;
    expect(monthRow).toHaveTextContent('3,7 % markkinaa kalliimpi');
    expect(monthRow).toHaveTextContent('14,18');
    const yearRow = within(weighted).getByRole('rowheader', { name: 'Tämä vuosi' }).closest('tr')!;
    expect(yearRow).toHaveTextContent('2,5 % markkinaa edullisempi');
    expect(screen.getByText('Maksettu hinta sisältää sopimuksesi marginaalin 0,50 c/kWh (ALV 0 %).')).toBeInTheDocument();
    expect(await screen.findByTestId('suggestions')).toHaveTextContent(
      'Noin 2,0 kWh päivässä klo 18–19 siirrettynä klo 03–04 säästäisi noin 13,55 € 30 päivässä.',
    );
    const table = await screen.findByRole('table', { name: 'Kuukausittain' });
    expect(within(table).getByRole('rowheader', { name: '12/2025' })).toBeInTheDocument();
    // The month's spot total and, with one month, the footer's.
    expect(within(table).getAllByText('31,89 €')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/Vertailtava kiinteä hinta/), '7,5');
    expect(api.calls.filter((c) => c.path === MARKET_PRICE_API.simulator('u-1', 'L-1')).at(-1)?.query).toEqual({ fixedPriceCKwh: 7.5 });
    expect(await axeViolations()).toEqual([]);
  });
});

import { ApiClientRef, lazyComponent, LOCATION_CARD_SLOT, Slot, useActiveContributions, type FeatureFlagKey } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute, type FakeApiCall, type FakeApiClient } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSUMPTION_API, type DistrictHeatingSummary } from '../contract';
import { consumptionPlugin } from '../index';
import {
  budgetAnswer,
  contentAnswer,
  feature,
  meAnswer,
  paths,
  PLACE_ID,
  summaryAnswer,
  timeseriesAnswer,
  USER_ID,
} from './testing/consumptionFixtures';

/**
 * requirements §2's consumption flags in the UI: each switches its own part, and asks the API for nothing the
 * server would refuse with that flag off. Then the places' own features (requirements §5: absent = disabled,
 * read-only, unknown). The pages are mounted from the plugin's active routes, as the host does.
 */

const ELECTRICITY_PAGE = `/kulutus/${PLACE_ID}`;
const HEAT_PAGE = `/kaukolampo/${PLACE_ID}`;

const CONSUMPTION_FLAGS = {
  consumption: true,
  districtHeatingConsumption: true,
  consumptionBudget: true,
  consumptionInEuros: true,
  reactivePower: true,
  weightedPricing: true,
} as const satisfies Partial<Record<FeatureFlagKey, boolean>>;

type ConsumptionFlag = keyof typeof CONSUMPTION_FLAGS;
type PlaceFeature = ReturnType<typeof feature>;

/** One place with every consumption feature, so only the flags decide (the place's own gating is tested below). */
const ALL_FEATURES: readonly PlaceFeature[] = [
  feature('consumption'),
  feature('districtHeatingConsumption'),
  feature('consumptionBudget'),
  feature('reactivePower'),
];

function heatSummaryAnswer(): DistrictHeatingSummary {
  return {
    locationIdentifier: PLACE_ID,
    period: { start: '2024-12-01', end: '2025-01-01' },
    consumption: 2.5,
    consumptionUnit: 'MWh',
    consumptionKwh: 2500,
    price: 212.5,
    priceUnit: 'EUR',
    vat: 'VAT_24',
    supplyTemperature: 70,
    returnTemperature: 32,
    returnTemperatureDescription: 'veryGood',
    temperatureIndex: 38,
    temperatureIndexDescription: 'veryGood',
    buildingType: 'DetachedHouse',
    limits: [],
    missingIntervals: 0,
    estimatedIntervals: 0,
    complete: true,
  };
}

/** The plugin's pages from its active routes (as the host's PortalRoutes mounts them). */
function ActivePages() {
  const { routes } = useActiveContributions();
  return (
    <Routes>
      {routes.map((route) => {
        const Page = lazyComponent(route.page);
        return (
          <Route
            key={route.ref.id}
            path={route.ref.defaultPath}
            element={
              <Suspense fallback={null}>
                <Page />
              </Suspense>
            }
          />
        );
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}

function renderPlugin(options: {
  route: string;
  flags: Partial<Record<ConsumptionFlag, boolean>>;
  features?: readonly PlaceFeature[];
}): FakeApiClient {
  const api = createFakeApiClient({
    [paths.me]: meAnswer,
    [paths.content]: contentAnswer(options.features ?? ALL_FEATURES),
    [paths.details]: { vat: true },
    [paths.summary]: summaryAnswer(),
    [paths.timeseries]: (call: FakeApiCall) => timeseriesAnswer({}, call.query?.unit === 'EUR' ? 'EUR' : 'kWh'),
    [paths.budget]: budgetAnswer(),
    [paths.setBudget]: budgetAnswer(),
    [`GET ${CONSUMPTION_API.districtHeatingSummary(USER_ID, PLACE_ID)}`]: heatSummaryAnswer(),
    [`GET ${CONSUMPTION_API.districtHeatingTimeseries(USER_ID, PLACE_ID)}`]: timeseriesAnswer({ utilityType: 'DISTRICT_HEATING' }),
  });
  renderWithPortal(
    <>
      <ActivePages />
      <Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier: PLACE_ID }} />
    </>,
    { plugins: [consumptionPlugin], flags: options.flags, route: options.route, services: [substitute(ApiClientRef, api)] },
  );
  return api;
}

// Every lazy page and card loaded once up front, so "absent" below never just means "not loaded yet".
beforeAll(async () => {
  await Promise.all([...(consumptionPlugin.routes ?? []).map((r) => r.page()), ...(consumptionPlugin.slots ?? []).map((s) => s.component())]);
});

const SUSPENSE_REVEAL_MS = 400;

/** Waits until the lazy pages and cards have loaded and had their answers, whatever the flags hide. */
async function settled(route: string, consumptionOn: boolean) {
  if (consumptionOn) {
    // The yesterday card (always on with the plugin) has its data, and the electricity page its chart.
    await screen.findByText('34,50 kWh');
    if (route === ELECTRICITY_PAGE) await screen.findByRole('img', { name: /Kulutus/ });
  }
  // The chunks are loaded (beforeAll), but React reveals a suspended boundary up to 300 ms late
  // (its fallback throttle): a part that is wrongly on has rendered by the end of this wait.
  await new Promise((resolve) => setTimeout(resolve, SUSPENSE_REVEAL_MS));
}

const region = (name: string | RegExp) => screen.queryByRole('region', { name });
const asksPath = (suffix: string) => (call: FakeApiCall) => call.path.includes(suffix);

/**
 * One line per part a flag switches: where it lives, how to find it, what the user does to reach it
 * (`reveal`) or to use it (`use`), and which API calls belong to it (what the server 404s with the flag off).
 */
interface FlagPart {
  readonly flag: ConsumptionFlag;
  readonly part: string;
  readonly route: string;
  readonly find: () => HTMLElement | null;
  readonly reveal?: () => Promise<void>;
  readonly use?: () => Promise<void>;
  readonly asks: (call: FakeApiCall) => boolean;
}

const editBudget = async () => userEvent.click(await screen.findByRole('button', { name: 'Muuta budjettia' }));

const FLAG_PARTS: readonly FlagPart[] = [
  {
    flag: 'consumption',
    part: 'every page, card and call of the plugin',
    route: ELECTRICITY_PAGE,
    find: () => screen.queryByRole('heading', { name: 'Sähkönkulutus' }) ?? region('Eilinen kulutus'),
    asks: asksPath('/v2/consumption/'),
  },
  {
    flag: 'districtHeatingConsumption',
    part: 'the district heating page',
    route: HEAT_PAGE,
    find: () => screen.queryByRole('heading', { level: 1, name: 'Kaukolämmön kulutus' }),
    asks: asksPath('/districtheating/'),
  },
  {
    flag: 'districtHeatingConsumption',
    part: 'the district heating card',
    route: ELECTRICITY_PAGE,
    find: () => region('Kaukolämpö'),
    asks: asksPath('/districtheating/'),
  },
  {
    flag: 'consumptionBudget',
    part: 'the budget card',
    route: ELECTRICITY_PAGE,
    find: () => region('Kulutusbudjetti'),
    asks: (call) => call.path.endsWith('/budget') || call.path.endsWith('/setConsumptionBudget'),
  },
  {
    flag: 'consumptionInEuros',
    part: 'the kWh/€ switch of the chart',
    route: ELECTRICITY_PAGE,
    find: () => screen.queryByRole('radiogroup', { name: 'Yksikkö' }),
    use: async () => userEvent.click(screen.getByRole('radio', { name: 'Hinta (€)' })),
    asks: (call) => call.query?.unit === 'EUR',
  },
  {
    flag: 'consumptionInEuros',
    part: "yesterday's cost",
    route: ELECTRICITY_PAGE,
    find: () => screen.queryByText(/^Hinta 4,31/),
    asks: () => false,
  },
  {
    flag: 'consumptionInEuros',
    part: 'the euro unit of the budget',
    route: ELECTRICITY_PAGE,
    reveal: editBudget,
    find: () => screen.queryByRole('radiogroup', { name: 'Budjetin yksikkö' }),
    use: async () => {
      await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Budjetin yksikkö' })).getByRole('radio', { name: 'Hinta (€)' }));
      await userEvent.click(screen.getByRole('button', { name: 'Tallenna budjetti' }));
    },
    asks: (call) => call.method === 'POST' && (call.body as { unit?: string } | undefined)?.unit === 'EUR',
  },
  {
    flag: 'consumptionInEuros',
    part: 'the district heating cost',
    route: HEAT_PAGE,
    find: () => screen.queryAllByText('Energian hinta')[0] ?? null,
    asks: () => false,
  },
  {
    flag: 'reactivePower',
    part: 'the reactive power overlay toggle',
    route: ELECTRICITY_PAGE,
    find: () => screen.queryByRole('checkbox', { name: 'Loisteho' }),
    use: async () => userEvent.click(screen.getByRole('checkbox', { name: 'Loisteho' })),
    asks: (call) => String(call.query?.overlays ?? '').includes('reactivePower'),
  },
];

describe.each(FLAG_PARTS)('$flag switches $part', ({ flag, route, find, reveal, use, asks }) => {
  it('on: shown (and, where it asks the API, asking)', async () => {
    const api = renderPlugin({ route, flags: CONSUMPTION_FLAGS });
    await settled(route, true);
    await reveal?.();
    await waitFor(() => expect(find()).not.toBeNull());
    await use?.();
    if (use) await waitFor(() => expect(api.calls.some(asks)).toBe(true));
  });

  it('off alone: absent, and nothing asked that the server would refuse', async () => {
    const api = renderPlugin({ route, flags: { ...CONSUMPTION_FLAGS, [flag]: false } });
    await settled(route, flag !== 'consumption');
    await reveal?.();
    expect(find()).toBeNull();
    expect(api.calls.filter(asks)).toEqual([]);
  });
});

/** Each card and the place feature it needs; with the feature absent or disabled the card shows nothing. */
const PLACE_FEATURE_CARDS = [
  { feature: 'consumption', cards: ['Eilinen kulutus', /^Edellinen viikko/], asks: asksPath('/electricity/summary') },
  { feature: 'districtHeatingConsumption', cards: ['Kaukolämpö'], asks: asksPath('/districtheating/') },
  { feature: 'consumptionBudget', cards: ['Kulutusbudjetti'], asks: asksPath('/budget') },
] as const;

const WITHOUT = [
  { state: 'absent', without: (name: string) => ALL_FEATURES.filter((f) => f.feature !== name) },
  { state: 'disabled', without: (name: string) => ALL_FEATURES.map((f) => (f.feature === name ? { ...f, enabled: false } : f)) },
] as const;

describe.each(WITHOUT)('a place feature $state', ({ without }) => {
  it.each(PLACE_FEATURE_CARDS)('$feature: its card shows nothing and asks nothing, the others still show', async ({ feature: name, cards, asks }) => {
    const api = renderPlugin({ route: '/', flags: CONSUMPTION_FLAGS, features: without(name) });
    const others = PLACE_FEATURE_CARDS.filter((c) => c.feature !== name);
    for (const other of others) {
      for (const card of other.cards) expect(await screen.findByRole('region', { name: card })).toBeInTheDocument();
    }
    await new Promise((resolve) => setTimeout(resolve, SUSPENSE_REVEAL_MS));
    for (const card of cards) expect(region(card)).toBeNull();
    expect(api.calls.filter(asks)).toEqual([]);
  });
});

describe('the budget by the place feature', () => {
  it('writable: the budget and an edit button', async () => {
    renderPlugin({ route: '/', flags: CONSUMPTION_FLAGS });
    const card = await screen.findByRole('region', { name: 'Kulutusbudjetti' });
    await within(card).findByText(/Kuukausi tähän mennessä/);
    expect(card).toHaveTextContent('250,00 kWh / 500,00 kWh');
    expect(within(card).getByRole('button', { name: 'Muuta budjettia' })).toBeInTheDocument();
  });

  it('read-only: the budget is shown, with no editing controls at all', async () => {
    const api = renderPlugin({
      route: '/',
      flags: CONSUMPTION_FLAGS,
      features: ALL_FEATURES.map((f) => (f.feature === 'consumptionBudget' ? feature('consumptionBudget', true) : f)),
    });
    const card = await screen.findByRole('region', { name: 'Kulutusbudjetti' });
    await within(card).findByText(/Kuukausi tähän mennessä/);
    expect(card).toHaveTextContent('250,00 kWh / 500,00 kWh');
    expect(card).toHaveTextContent('Sinulla on budjettiin vain lukuoikeus.');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { SOLAR_API } from '../contract/paths';
import type { MicroSummary, PanelInfo, PanelSummary } from '../contract';
import { solarPlugin } from '../index';
import SolarPage from './pages/SolarPage';

/** Component tests run in jsdom: `npx vitest run plugins/solar/src/web`. */
const USER = 'u-1';
const KOTI: PanelInfo = {
  panelId: 'pv-koti',
  panelName: 'Talon katto',
  locationIdentifier: 'VARE-1',
  locationName: 'Omakotitalo, Koivukuja 7',
  energyLast24Hours: 12.345,
  energyLast12Months: 7012.4,
  energyUnit: 'kWh',
  powerNow: 2.5,
  powerUnit: 'kW',
  powerMeasuredAt: '2026-06-10T09:00:00.000Z',
  canManage: true,
};
const CABIN: PanelInfo = {
  ...KOTI,
  panelId: 'pv-mokki',
  panelName: 'Mökin katto',
  locationIdentifier: null,
  locationName: null,
  powerNow: null,
  powerMeasuredAt: null,
};
const SUMMARY: MicroSummary = {
  locationIdentifier: 'VARE-1',
  measurementDate: '2026-06-09',
  yesterdayProduction: 41.25,
  previousDayDelta: 10,
  previousWeek: { span: { start: '2026-06-01', end: '2026-06-08' }, production: 250, delta: -5, type: 'DECREASE' },
  previousMonth: { span: { start: '2026-05-01', end: '2026-06-01' }, production: 1000, delta: null, type: 'UNKNOWN' },
  monthSelfSufficiencyPercent: 42.5,
  monthSelfConsumptionPercent: 30,
};

function renderPage(
  panels: FakeApiRoutes[string],
  extra: FakeApiRoutes = {},
  flags: Record<string, boolean> = { solar: true, microgeneration: true },
) {
  return renderWithPortal(<SolarPage />, {
    plugins: [solarPlugin],
    flags,
    userId: USER,
    api: {
      [`GET ${SOLAR_API.panels(USER)}`]: panels,
      [`GET ${SOLAR_API.microSummary(USER, 'VARE-1')}`]: SUMMARY,
      ...extra,
    },
  });
}

describe('solar manifest', () => {
  it('contributes its pages and menu step only with the solar flag; microgeneration only with its own', () => {
    const on = testPlugin(solarPlugin, { flags: { solar: true, microgeneration: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual([
      '/aurinkopaneelit',
      '/aurinkopaneelit/voimala/:panelId',
      '/aurinkopaneelit/mikrotuotanto/:locationIdentifier',
    ]);
    expect(on.menu.map((step) => step.id)).toEqual(['solar.menu']);
    const noMicro = testPlugin(solarPlugin, { flags: { solar: true, microgeneration: false } });
    expect(noMicro.routes).toHaveLength(2);
    const off = testPlugin(solarPlugin, { flags: { solar: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(solarPlugin)).toEqual([]);
  });
});

describe('solar page', () => {
  it("shows the plants, yesterday's production and the month's self-sufficiency in Finnish formats, axe clean", async () => {
    renderPage({ panels: [CABIN, KOTI] } satisfies PanelSummary);
    expect(screen.getByRole('heading', { level: 1, name: 'Aurinkopaneelit' })).toBeInTheDocument();
    const koti = await screen.findByTestId('solar-panel-pv-koti');
    expect(within(koti).getByText('12,3 kWh')).toBeInTheDocument();
    expect(await within(koti).findByText('Tuotanto eilen (9.6.2026)')).toBeInTheDocument();
    expect(within(koti).getByTestId('solar-yesterday')).toHaveTextContent('41,3 kWh (+10 %)');
    expect(within(koti).getByTestId('solar-self-sufficiency')).toHaveTextContent('42,5 %');
    expect(within(screen.getByTestId('solar-panel-pv-mokki')).getByText('Ei liitetty käyttöpaikkaan')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('links the unlinked plant through findLink, the confirm modal and the success modal', async () => {
    let linked = false;
    renderPage(
      () => ({ panels: [linked ? { ...CABIN, locationIdentifier: 'VARE-3', locationName: 'Kesämökki' } : CABIN] }),
      {
        [`POST ${SOLAR_API.findLink(USER)}`]: {
          panelId: 'pv-mokki',
          match: { locationIdentifier: 'VARE-3', locationName: 'Kesämökki', correlation: 0.97, days: 7 },
          candidates: [],
        },
        [`PUT ${SOLAR_API.link(USER, 'pv-mokki', 'VARE-3')}`]: () => {
          linked = true;
          return { panelId: 'pv-mokki', locationIdentifier: 'VARE-3' };
        },
      },
      { solar: true, microgeneration: false },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Etsi käyttöpaikka: Mökin katto' }));
    const confirm = await screen.findByRole('dialog', { name: 'Liitetäänkö tuotanto käyttöpaikkaan?' });
    expect(confirm).toHaveTextContent('käyttöpaikan Kesämökki verkkoon syöttöä (7 päivää, korrelaatio 0,97)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Liitä' }));
    const success = await screen.findByRole('dialog', { name: 'Tuotanto liitetty' });
    await userEvent.click(within(success).getByRole('button', { name: 'Sulje' }));
    expect(await screen.findByText('Kesämökki')).toBeInTheDocument();
  });

  it('offers no management to a read-only user', async () => {
    renderPage({ panels: [{ ...CABIN, canManage: false }] });
    await screen.findByTestId('solar-panel-pv-mokki');
    expect(screen.queryByRole('button', { name: /Etsi käyttöpaikka/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Poista voimala/ })).toBeNull();
  });

  it('says so when there is no plant, and offers a retry when loading fails', async () => {
    renderPage({ panels: [] });
    expect(await screen.findByText('Sinulla ei ole vielä aurinkovoimalaa portaalissa.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      if (calls === 1) throw apiFailure(500, 'INTERNAL');
      return { panels: [KOTI] };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByTestId('solar-panel-pv-koti')).toBeInTheDocument();
  });
});

describe('place card', () => {
  it('shows the microgeneration of a place with a linked plant, and nothing on one without', async () => {
    const { default: PlaceMicrogenerationCard } = await import('./cards/PlaceMicrogenerationCard');
    const api = { [`GET ${SOLAR_API.panels(USER)}`]: { panels: [KOTI, CABIN] }, [`GET ${SOLAR_API.microSummary(USER, 'VARE-1')}`]: SUMMARY };
    const { unmount } = renderWithPortal(<PlaceMicrogenerationCard locationIdentifier="VARE-1" />, {
      plugins: [solarPlugin],
      flags: { solar: true, microgeneration: true },
      userId: USER,
      api,
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Mikrotuotanto' })).toBeInTheDocument();
    expect(await screen.findByTestId('solar-self-sufficiency')).toHaveTextContent('42,5 %');
    unmount();
    const other = renderWithPortal(<PlaceMicrogenerationCard locationIdentifier="VARE-2" />, {
      plugins: [solarPlugin],
      flags: { solar: true },
      userId: USER,
      api,
    });
    // Loading first (a status), then nothing at all once the panels say no plant is linked here.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(other.container).toBeEmptyDOMElement();
  });
});

import { screen, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SOLAR_API } from '../../contract/paths';
import type { MicroTimeseries, PanelDetails, ProductionSeries, SolarStatement } from '../../contract';
import { solarPlugin } from '../../index';
import MicrogenerationPage from './MicrogenerationPage';
import PanelPage from './PanelPage';

const USER = 'u-1';
const PLACE = 'VARE-1';

const row = (date: string, production: number | null): MicroTimeseries['rows'][number] => ({
  start: `${date}T00:00:00.000Z`,
  date,
  consumptionKwh: production === null ? null : 30,
  productionKwh: production,
  selfUsedKwh: production === null ? null : 8,
  exportedKwh: production === null ? null : 12.5,
  importedKwh: production === null ? null : 22,
  exportRevenueEur: production === null ? null : 1.05,
  complete: production !== null,
});

const SERIES: MicroTimeseries = {
  locationIdentifier: PLACE,
  period: 'month',
  span: { start: '2026-06-01', end: '2026-07-01' },
  resolution: 'day',
  nettingMinutes: 15,
  rows: [row('2026-06-01', 20.5), row('2026-06-02', null)],
  totals: {
    consumptionKwh: 1234.5,
    productionKwh: 20.5,
    selfUsedKwh: 8,
    exportedKwh: 12.5,
    importedKwh: 22,
    exportRevenueEur: 1.05,
    complete: false,
    selfConsumptionPercent: 39.02,
    selfSufficiencyPercent: 26.67,
  },
};

const STATEMENT: SolarStatement = {
  locationIdentifier: PLACE,
  month: '2026-06',
  span: { start: '2026-06-01', end: '2026-07-01' },
  productionKwh: 20.5,
  selfUsedKwh: 8,
  exportedKwh: 12.5,
  selfUsedValueEur: 1.96,
  exportRevenueEur: 1.05,
  totalValueEur: 3.01,
  negativePriceExportPercent: 12.5,
  complete: false,
};

function renderMicro(api: FakeApiRoutes) {
  return renderWithPortal(
    <Routes>
      <Route path="/aurinkopaneelit/mikrotuotanto/:locationIdentifier" element={<MicrogenerationPage />} />
    </Routes>,
    { plugins: [solarPlugin], flags: { solar: true, microgeneration: true }, userId: USER, route: `/aurinkopaneelit/mikrotuotanto/${PLACE}`, api },
  );
}

describe('microgeneration page', () => {
  it('shows the netted totals and rows in Finnish formats, the statement, and a CSV download; axe clean', async () => {
    const view = renderMicro({
      [`GET ${SOLAR_API.microTimeseries(USER, PLACE)}`]: SERIES,
      [`GET ${SOLAR_API.statement(USER, PLACE)}`]: STATEMENT,
    });
    const totals = await screen.findByTestId('solar-micro-totals');
    expect(totals).toHaveTextContent('1 234,50 kWh');
    expect(totals).toHaveTextContent('26,7 %');
    // Incomplete rows say so (the statement of the same month too).
    expect(screen.getAllByText('Osa jakson lukemista tai hinnoista puuttuu: summat kattavat vain saatavilla olevat.').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Mikrotuotanto jaksoittain' });
    expect(within(table).getByRole('rowheader', { name: '1.6.2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lataa CSV: mikrotuotannon rivit' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Tuotanto: 2 pylvästä, yhteensä 20,50 kWh/ })).toBeInTheDocument();
    const statement = await screen.findByTestId('solar-statement');
    expect(statement).toHaveTextContent('3,01 €');
    expect(statement).toHaveTextContent('12,5 %');
    // The first call asked for the month of today, by month.
    expect(view.api.calls.find((call) => call.path === SOLAR_API.microTimeseries(USER, PLACE))?.query).toMatchObject({ period: 'month' });
    expect(await axeViolations()).toEqual([]);
  });

  it('pages to a day and asks the server for it', async () => {
    const view = renderMicro({
      [`GET ${SOLAR_API.microTimeseries(USER, PLACE)}`]: SERIES,
      [`GET ${SOLAR_API.statement(USER, PLACE)}`]: STATEMENT,
    });
    await screen.findByTestId('solar-micro-totals');
    await userEvent.click(screen.getByRole('radio', { name: 'Päivä' }));
    await userEvent.click(screen.getByRole('button', { name: /Edellinen jakso/ }));
    const asked = view.api.calls.filter((call) => call.path === SOLAR_API.microTimeseries(USER, PLACE)).map((call) => call.query?.period);
    expect(asked).toContain('day');
  });

  it('shows an error with a retry when the rows cannot be read, and the statement still', async () => {
    let calls = 0;
    renderMicro({
      [`GET ${SOLAR_API.microTimeseries(USER, PLACE)}`]: () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return SERIES;
      },
      [`GET ${SOLAR_API.statement(USER, PLACE)}`]: STATEMENT,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByTestId('solar-micro-totals')).toBeInTheDocument();
  });
});

const DETAILS: PanelDetails = {
  panelId: 'pv-1',
  panelName: 'Talon katto',
  locationIdentifier: PLACE,
  locationName: 'Koti',
  energyLast24Hours: 12.3,
  energyLast12Months: 7012.4,
  energyUnit: 'kWh',
  powerNow: null,
  powerUnit: 'kW',
  powerMeasuredAt: null,
  canManage: false,
  latitude: 63.096,
  longitude: 21.616,
  kWp: 8.4,
  savings: { co2Kg: 491, electricCarKm: 41249, saunaHeats: 701 },
  panels: [{ count: 21, powerW: 400, tiltDeg: 30, azimuthDeg: 170 }],
  inverters: [{ nominalPowerKw: 8, commissionDate: '2023-05-15', model: 'Fronius Symo', serialNumber: 'FS-1' }],
};

const production = (mode: 'energy' | 'power'): ProductionSeries => ({
  panelId: 'pv-1',
  mode,
  period: 'day',
  span: { start: '2026-06-10', end: '2026-06-11' },
  resolution: mode === 'power' ? 'quarter' : 'hour',
  unit: mode === 'power' ? 'kW' : 'kWh',
  points: [
    { start: '2026-06-10T09:00:00.000Z', date: '2026-06-10', value: 4.25 },
    { start: '2026-06-10T10:00:00.000Z', date: '2026-06-10', value: 5 },
  ],
  totalKwh: 9.25,
});

describe('panel page', () => {
  it('shows the details and the production, switching to power; axe clean', async () => {
    const view = renderWithPortal(
      <Routes>
        <Route path="/aurinkopaneelit/voimala/:panelId" element={<PanelPage />} />
      </Routes>,
      {
        plugins: [solarPlugin],
        flags: { solar: true },
        userId: USER,
        route: '/aurinkopaneelit/voimala/pv-1',
        api: {
          [`GET ${SOLAR_API.panel(USER, 'pv-1')}`]: DETAILS,
          [`GET ${SOLAR_API.production(USER, 'pv-1')}`]: (call) => production(call.query?.mode === 'power' ? 'power' : 'energy'),
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Talon katto' })).toBeInTheDocument();
    expect(screen.getByText('21 × 400 W, kallistus 30°, suunta 170°')).toBeInTheDocument();
    expect(screen.getByText(/Fronius Symo, 8,0 kW, käyttöönotto 15\.5\.2023/)).toBeInTheDocument();
    expect(await screen.findByText('Yhteensä 9,3 kWh')).toBeInTheDocument();
    // A read-only user gets no management buttons.
    expect(screen.queryByRole('button', { name: /Poista voimala/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Teho (kW)' }));
    expect(await screen.findByRole('img', { name: /^Tuotanto: 2 pylvästä, .* suurin 5,00 kW/ })).toBeInTheDocument();
    expect(view.api.calls.some((call) => call.query?.mode === 'power' && call.query?.period === 'day')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});

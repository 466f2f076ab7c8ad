import { screen } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { B2B_PLACE_API } from '../../contract/places';
import { b2bPlugin } from '../../index';
import PlaceDetailPage from './PlaceDetailPage';

const USER = 'u-1';
const CODE = '1500001';
const at = (op: string) => B2B_PLACE_API.location(CODE, USER, 'P-1', op);
const DETAIL = {
  compositeLocationIdentifier: 'P-1',
  name: 'Koulu Vaasa 1',
  utilityType: 'ELECTRICITY',
  accessRight: 'FULL_ACCESS',
  isNotACompositeLocation: true,
  isAlreadyACompositeLocation: false,
  members: [],
  floorAreaM2: null,
  costCentre: null,
  buildingType: 'CompanyBuilding',
};

function routes(extra: FakeApiRoutes = {}): FakeApiRoutes {
  return {
    [`GET ${at('detail')}`]: DETAIL,
    [`GET ${at('current')}`]: { measurementDate: '2026-01-09', yesterdayKwh: 120.5, previousWeekKwh: 800, previousMonthKwh: 3600 },
    [`GET ${at('graph')}`]: {
      compositeLocationIdentifier: 'P-1',
      unit: 'P1D',
      totalKwh: '250.0000',
      points: [
        { start: '2025-12-31T22:00:00.000Z', end: '2026-01-01T22:00:00.000Z', kwh: 120, missingIntervals: 0, estimatedIntervals: 0 },
        { start: '2026-01-01T22:00:00.000Z', end: '2026-01-02T22:00:00.000Z', kwh: 130, missingIntervals: 0, estimatedIntervals: 0 },
      ],
    },
    ...extra,
  };
}

const render = (extra?: FakeApiRoutes) =>
  renderWithPortal(
    <Routes>
      <Route path="/yritys/kayttopaikka/:companyReferenceId/:compositeLocationIdentifier" element={<PlaceDetailPage />} />
    </Routes>,
    { route: `/yritys/kayttopaikka/${CODE}/P-1`, plugins: [b2bPlugin], flags: { locations: true }, mode: 'B2B', userId: USER, api: routes(extra) },
  );

describe('PlaceDetailPage', () => {
  it('shows the facts and the month by day, with no accessibility violations', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Koulu Vaasa 1' })).toBeInTheDocument();
    expect(await screen.findByText('Kuukausi yhteensä 250,0 kWh')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Kulutus päivittäin' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses a floor area that is not a positive number before sending anything', async () => {
    const { api } = render({ [`POST ${at('setLocationDetails')}`]: { ...DETAIL, floorAreaM2: 1250 } });
    const area = await screen.findByLabelText('Pinta-ala (m²)');
    await userEvent.type(area, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Anna pinta-ala positiivisena lukuna.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(area);
    await userEvent.type(area, '1250');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Tiedot tallennettu.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ floorAreaM2: 1250 });
  });

  it('shows no form to a read-only caller and an error with a retry when loading fails', async () => {
    render({ [`GET ${at('detail')}`]: { ...DETAIL, accessRight: 'READ_ONLY' } });
    await screen.findByRole('heading', { level: 1, name: 'Koulu Vaasa 1' });
    expect(screen.queryByRole('button', { name: 'Tallenna' })).toBeNull();
  });

  it('offers a retry when the place cannot be loaded', async () => {
    render({
      [`GET ${at('detail')}`]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByText('Käyttöpaikan lataus epäonnistui.')).toBeInTheDocument();
  });
});

import { ApiClientRef } from '@portal/core';
import { apiFailure, createFakeApiClient, renderWithPortal, substitute } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ALERTS_API, type AlertPlacesResponse } from '../../contract';
import { alertsPlugin } from '../../index';
import AlertPlacePage from './AlertPlacePage';
import AlertsListPage from './AlertsListPage';

const USER_ID = 'u-1';
const PLACES: AlertPlacesResponse = {
  places: [
    {
      locationIdentifier: 'P-HOME',
      name: 'Koti',
      address: 'Koivukuja 7, 65100 Vaasa',
      utilityType: 'ELECTRICITY',
      alerts: [
        { kind: 'consumption', active: true, readOnly: false },
        { kind: 'disruptionElectricity', active: false, readOnly: false },
      ],
      triggeredRecently: true,
    },
    {
      locationIdentifier: 'P-SUN',
      name: 'Aurinko',
      address: 'Koivukuja 7, 65100 Vaasa',
      utilityType: 'MICROGENERATION',
      alerts: [],
      triggeredRecently: false,
    },
  ],
};
const WINDOW = { pushStartHour: 7, pushStartMinute: 0, pushEndHour: 23, pushEndMinute: 0 };

function render(route: string, routes: Record<string, object>) {
  const api = createFakeApiClient({ 'GET /api/v2/me': { priwattiUserId: USER_ID }, [`GET ${ALERTS_API.places(USER_ID)}`]: PLACES, ...routes });
  renderWithPortal(
    <Routes>
      <Route path="/halytykset" element={<AlertsListPage />} />
      <Route path="/halytykset/:locationIdentifier" element={<AlertPlacePage />} />
    </Routes>,
    { plugins: [alertsPlugin], flags: { consumptionAlert: true, disruptionAlert: true }, route, services: [substitute(ApiClientRef, api)] },
  );
  return api;
}

describe('/halytykset', () => {
  it('lists each place with the alerts it supports, their state, and a labelled link to its settings', async () => {
    render('/halytykset', {});
    const home = await screen.findByRole('list', { name: 'Hälytykset: Koti' });
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['KulutushälytysPäällä', 'SähkökatkohälytysPois']);
    expect(screen.getByText('Hälytys viimeisen vuorokauden aikana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Muokkaa hälytyksiä: Koti' })).toHaveAttribute('href', '/halytykset/P-HOME');
    expect(screen.getByText('Tälle käyttöpaikalle ei ole saatavilla hälytyksiä.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Muokkaa hälytyksiä: Aurinko' })).toBeNull();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    render('/halytykset', {
      [`GET ${ALERTS_API.places(USER_ID)}`]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByText('Käyttöpaikkojen hakeminen epäonnistui.')).toBeInTheDocument();
  });
});

describe('/halytykset/:locationIdentifier', () => {
  const consumption = { locationIdentifier: 'P-HOME', active: true, topThreshold: 30.5, bottomThreshold: null };
  const disruption = {
    locationIdentifier: 'P-HOME',
    active: false,
    triggeredRecently: false,
    emailSettings: { id: null, active: false, address: null, ...WINDOW },
    phoneSettings: { id: null, active: false, address: null, ...WINDOW },
  };

  it('shows every alert the place supports and saves the consumption thresholds typed with a decimal comma', async () => {
    const api = render('/halytykset/P-HOME', {
      [`GET ${ALERTS_API.consumption(USER_ID, 'P-HOME')}`]: consumption,
      [`GET ${ALERTS_API.disruptionElectricity(USER_ID, 'P-HOME')}`]: disruption,
      [`PUT ${ALERTS_API.consumption(USER_ID, 'P-HOME')}`]: { ...consumption, topThreshold: 42.25, bottomThreshold: 3 },
    });
    const form = await screen.findByRole('form', { name: 'Kulutushälytys' });
    // Each form loads its own alert: the disruption form may come a moment after the consumption one.
    expect(await screen.findByRole('form', { name: 'Sähkökatkohälytys' })).toBeInTheDocument();
    const top = within(form).getByLabelText('Yläraja (kWh/vrk)');
    await waitFor(() => expect(top).toHaveValue('30,5'));
    await userEvent.clear(top);
    await userEvent.type(top, '42,25');
    await userEvent.type(within(form).getByLabelText('Alaraja (kWh/vrk)'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Tallennettu.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ active: true, topThreshold: 42.25, bottomThreshold: 3 });
  });

  it('says what is wrong next to the field and sends nothing', async () => {
    const api = render('/halytykset/P-HOME', {
      [`GET ${ALERTS_API.consumption(USER_ID, 'P-HOME')}`]: consumption,
      [`GET ${ALERTS_API.disruptionElectricity(USER_ID, 'P-HOME')}`]: disruption,
    });
    const form = await screen.findByRole('form', { name: 'Kulutushälytys' });
    const top = within(form).getByLabelText('Yläraja (kWh/vrk)');
    await userEvent.clear(top);
    await userEvent.type(top, '1,234');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Enintään kaksi desimaalia.')).toBeInTheDocument();
    expect(top).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('refuses an empty push window on the disruption alert', async () => {
    const api = render('/halytykset/P-HOME', {
      [`GET ${ALERTS_API.consumption(USER_ID, 'P-HOME')}`]: consumption,
      [`GET ${ALERTS_API.disruptionElectricity(USER_ID, 'P-HOME')}`]: disruption,
    });
    const form = await screen.findByRole('form', { name: 'Sähkökatkohälytys' });
    const email = within(form).getByRole('group', { name: 'Sähköposti' });
    const end = within(email).getByLabelText('Ilmoitukset päättyen (klo)');
    await userEvent.clear(end);
    await userEvent.type(end, '7:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(email).findByText('Alku- ja loppuaika eivät voi olla samat.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says so for a place that is not the user’s', async () => {
    render('/halytykset/P-OTHER', {});
    expect(await screen.findByText('Käyttöpaikkaa ei löytynyt tai sille ei voi asettaa hälytyksiä.')).toBeInTheDocument();
  });
});

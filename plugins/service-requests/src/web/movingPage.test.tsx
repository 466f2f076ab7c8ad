import { screen, within } from '@testing-library/react';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { inHelsinki } from '@portal/core';
import { isoToFinnish } from '@portal/ui';
import userEvent from '@testing-library/user-event';
import { SERVICE_API } from '../contract/paths';
import { serviceRequestsPlugin } from '../index';
import MovingPage from './pages/MovingPage';

const USER = 'u-1';
const DATA = {
  items: [],
  places: [
    { locationIdentifier: 'KOTI', name: 'Koti', address: 'Testikatu 1, 65100 Vaasa', utilityType: 'ELECTRICITY', writable: true, faultReport: true },
  ],
  movingService: true,
};

describe('moving page', () => {
  it('sends the move as a service request and shows the offer for the new place', async () => {
    const today = inHelsinki(new Date()).format('YYYY-MM-DD');
    const { api } = renderWithPortal(<MovingPage />, {
      plugins: [serviceRequestsPlugin],
      flags: { movingService: true },
      userId: USER,
      api: {
        [`GET ${SERVICE_API.serviceRequests(USER)}`]: DATA,
        [`POST ${SERVICE_API.serviceRequests(USER)}`]: {
          reference: 'VARE-2026-000010',
          offer: { kind: 'PRODUCT', productName: 'Vare Kiinteä', pricing: 'FIXED', basicFeeEurMonth: '4.90' },
        },
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Käyttöpaikka, josta muutat'), 'KOTI');
    await userEvent.type(screen.getByLabelText('Sopimus päättyy'), isoToFinnish(today));
    await userEvent.type(screen.getByLabelText('Mittarilukema muuttopäivänä'), '12345,6');
    await userEvent.type(screen.getByLabelText('Katuosoite'), 'Uusikatu 2');
    await userEvent.type(screen.getByLabelText('Postinumero'), '65200');
    await userEvent.type(screen.getByLabelText('Postitoimipaikka'), 'Vaasa');
    await userEvent.type(screen.getByLabelText('Sopimus alkaa'), isoToFinnish(today));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä muuttoilmoitus' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('VARE-2026-000010');
    expect(within(dialog).getByText(/Vare Kiinteä/)).toHaveTextContent('4,90');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      topic: 'MOVING',
      locationIdentifier: 'KOTI',
      endDate: today,
      meterReading: 12345.6,
      newAddress: { streetAddress: 'Uusikatu 2', postalCode: '65200', city: 'Vaasa' },
      startDate: today,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('lists what to fix, linked to each field, before sending anything', async () => {
    renderWithPortal(<MovingPage />, {
      plugins: [serviceRequestsPlugin],
      flags: { movingService: true },
      userId: USER,
      api: { [`GET ${SERVICE_API.serviceRequests(USER)}`]: DATA },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Lähetä muuttoilmoitus' }));
    expect(await screen.findByText('Korjaa nämä kohdat')).toBeInTheDocument();
    expect(screen.getByText('Postinumero on viisi numeroa.', { selector: 'a' })).toBeInTheDocument();
  });
});

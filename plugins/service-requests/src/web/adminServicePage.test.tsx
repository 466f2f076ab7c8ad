import { screen, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import type { AdminRequestsResponse } from '../contract/admin';
import { SERVICE_API } from '../contract/paths';
import { serviceRequestsPlugin } from '../index';
import AdminServicePage from './pages/AdminServicePage';

const LIST: AdminRequestsResponse = {
  items: [
    {
      reference: 'VARE-2026-000003',
      kind: 'FAULT_REPORT',
      topic: 'ELECTRICITY',
      status: 'RECEIVED',
      statusNote: null,
      customerEmail: 'asiakas@vare.example',
      locationIdentifier: 'KOTI',
      placeName: 'Koti',
      createdAt: '2026-03-10T09:30:00.000Z',
      updatedAt: '2026-03-10T09:30:00.000Z',
      details: { description: 'Pimeää' },
    },
  ],
};

describe('admin service page', () => {
  it('lists the requests and changes a status from the keyboard, with no accessibility violations', async () => {
    const { api } = renderWithPortal(<AdminServicePage />, {
      plugins: [serviceRequestsPlugin],
      groups: ['users', 'superusers'],
      api: {
        [`GET ${SERVICE_API.adminRequests}`]: LIST,
        [`PUT ${SERVICE_API.adminRequestStatus('VARE-2026-000003')}`]: { ...LIST.items[0], status: 'DONE', statusNote: 'Korjattu' },
      },
    });
    const table = await screen.findByRole('table', { name: 'Palvelupyynnöt ja vikailmoitukset' });
    expect(within(table).getByRole('rowheader', { name: 'VARE-2026-000003' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    within(table).getByRole('button', { name: 'Muuta tilaa: VARE-2026-000003' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Muuta tilaa: VARE-2026-000003' });
    await userEvent.selectOptions(within(form).getByLabelText('Tila'), 'DONE');
    await userEvent.type(within(form).getByLabelText('Huomautus asiakkaalle'), 'Korjattu');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'DONE', note: 'Korjattu' });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the error state when the list cannot be loaded, and the empty state when there is nothing', async () => {
    renderWithPortal(<AdminServicePage />, {
      plugins: [serviceRequestsPlugin],
      api: {
        [`GET ${SERVICE_API.adminRequests}`]: () => {
          throw apiFailure(500, 'INTERNAL');
        },
        [`GET ${SERVICE_API.adminFeedback}`]: { items: [] },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('radio', { name: 'Palautteet' }));
    expect(await screen.findByText('Ei palautteita.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import { rememberClientError } from '@portal/core';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SERVICE_API } from '../contract/paths';
import type { CustomerRequestsResponse } from '../contract/serviceRequest';
import { serviceRequestsPlugin } from '../index';
import FaultReportPage from './pages/FaultReportPage';
import FeedbackPage from './pages/FeedbackPage';
import ServiceRequestsPage from './pages/ServiceRequestsPage';

/** Component tests run in jsdom: `npx vitest run plugins/service-requests/src/web`. */
const USER = 'u-1';
const PLACES: CustomerRequestsResponse['places'] = [
  { locationIdentifier: 'KOTI', name: 'Koti', address: 'Testikatu 1, 65100 Vaasa', utilityType: 'ELECTRICITY', writable: true, faultReport: true },
];
const DATA: CustomerRequestsResponse = {
  items: [
    {
      reference: 'VARE-2026-000007',
      kind: 'FAULT_REPORT',
      topic: 'ELECTRICITY',
      locationIdentifier: 'KOTI',
      placeName: 'Koti',
      status: 'IN_PROGRESS',
      statusNote: 'Asentaja tulossa',
      createdAt: '2026-03-10T09:30:00.000Z',
      updatedAt: '2026-03-10T10:00:00.000Z',
      details: { fault: 'NO_POWER', description: 'Pimeää' },
    },
  ],
  places: PLACES,
  movingService: true,
};

const render = (ui: ReactElement, api: FakeApiRoutes) =>
  renderWithPortal(ui, { plugins: [serviceRequestsPlugin], flags: { movingService: true }, userId: USER, api });

describe('service-requests manifest', () => {
  it('contributes the moving page only with movingService, and the admin page only with admin.users', () => {
    const customer = testPlugin(serviceRequestsPlugin, { flags: { movingService: false } });
    expect(customer.routes.map((route) => route.ref.defaultPath)).toEqual(['/asiointi', '/asiointi/vikailmoitus', '/palaute']);
    expect(customer.menu.map((step) => step.id)).toEqual(['service-requests.menu', 'service-requests.feedback']);
    const admin = testPlugin(serviceRequestsPlugin, { flags: { movingService: true }, groups: ['users', 'superusers'] });
    expect(admin.routes.map((route) => route.ref.defaultPath)).toContain('/admin/asiointi');
    expect(admin.routes.map((route) => route.ref.defaultPath)).toContain('/asiointi/muutto');
    expect(admin.menu.map((step) => step.id)).toContain('service-requests.admin');
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(serviceRequestsPlugin)).toEqual([]);
  });
});

describe('service requests page', () => {
  it('lists the requests with reference and status, with no accessibility violations', async () => {
    render(<ServiceRequestsPage />, { [`GET ${SERVICE_API.serviceRequests(USER)}`]: DATA });
    const card = await screen.findByRole('heading', { name: /VARE-2026-000007/ });
    expect(card).toBeInTheDocument();
    expect(screen.getAllByText('Käsittelyssä').length).toBeGreaterThan(0);
    expect(screen.getByText('Asentaja tulossa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tee muuttoilmoitus' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('checks the form, sends a request from the keyboard and shows the reference in a success modal', async () => {
    const { api } = render(<ServiceRequestsPage />, {
      [`GET ${SERVICE_API.serviceRequests(USER)}`]: { ...DATA, items: [] },
      [`POST ${SERVICE_API.serviceRequests(USER)}`]: { reference: 'VARE-2026-000008', offer: null },
    });
    await screen.findByRole('heading', { name: 'Uusi palvelupyyntö' });
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Korjaa nämä kohdat')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Aihe'), 'CONTRACT');
    await userEvent.selectOptions(screen.getByLabelText('Käyttöpaikka'), 'KOTI');
    await userEvent.type(screen.getByLabelText('Viesti'), 'Vaihdan tuotetta{Tab}');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/VARE-2026-000008/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      topic: 'CONTRACT',
      locationIdentifier: 'KOTI',
      message: 'Vaihdan tuotetta',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the error state with a retry when loading fails', async () => {
    let calls = 0;
    render(<ServiceRequestsPage />, {
      [`GET ${SERVICE_API.serviceRequests(USER)}`]: () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return DATA;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: /VARE-2026-000007/ })).toBeInTheDocument();
  });

  it('shows the server’s 400 on the field it names', async () => {
    render(<ServiceRequestsPage />, {
      [`GET ${SERVICE_API.serviceRequests(USER)}`]: DATA,
      [`POST ${SERVICE_API.serviceRequests(USER)}`]: () => {
        throw apiFailure(400, 'BAD_REQUEST', 'body.message');
      },
    });
    await screen.findByRole('heading', { name: 'Uusi palvelupyyntö' });
    await userEvent.selectOptions(screen.getByLabelText('Aihe'), 'OTHER');
    await userEvent.selectOptions(screen.getByLabelText('Käyttöpaikka'), 'KOTI');
    await userEvent.type(screen.getByLabelText('Viesti'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Tarkista tämä kohta.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('fault report page', () => {
  const known = {
    disruptions: [
      {
        id: 'D-1',
        utilityType: 'ELECTRICITY',
        planned: false,
        startedAt: '2026-03-10T09:00:00.000Z',
        estimatedRestorationAt: '2026-03-10T12:00:00.000Z',
      },
    ],
  };

  it('says a known disruption covers the place before sending, then shows the reference', async () => {
    const { api } = render(<FaultReportPage />, {
      [`GET ${SERVICE_API.serviceRequests(USER)}`]: DATA,
      [`GET ${SERVICE_API.faultDisruptions(USER, 'KOTI')}`]: known,
      [`POST ${SERVICE_API.reportFault(USER)}`]: { reference: 'VARE-2026-000009', knownDisruptions: known.disruptions },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Käyttöpaikka'), 'KOTI');
    expect(await screen.findByText('Tiedämme jo häiriöstä tällä alueella.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Mitä tapahtui'), 'NO_POWER');
    await userEvent.type(screen.getByLabelText('Milloin vika alkoi (päivä)'), '1.1.2026');
    await userEvent.type(screen.getByLabelText('Kellonaika'), '14.30');
    await userEvent.type(screen.getByLabelText('Yhteyshenkilö'), 'Olli');
    await userEvent.type(screen.getByLabelText('Puhelinnumero'), '040 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vikailmoitus' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('fault-reference')).toHaveTextContent('VARE-2026-000009');
    // 14.30 Helsinki winter time is 12.30 UTC.
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      locationIdentifier: 'KOTI',
      fault: 'NO_POWER',
      startedAt: '2026-01-01T12:30:00.000Z',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('says when no disruption is known', async () => {
    render(<FaultReportPage />, {
      [`GET ${SERVICE_API.serviceRequests(USER)}`]: DATA,
      [`GET ${SERVICE_API.faultDisruptions(USER, 'KOTI')}`]: { disruptions: [] },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Käyttöpaikka'), 'KOTI');
    expect(await screen.findByText('Käyttöpaikan alueella ei ole tiedossa olevaa häiriötä.')).toBeInTheDocument();
  });
});

describe('feedback page', () => {
  it('sends error feedback with the last error only when the box is ticked, and shows the success modal', async () => {
    rememberClientError('A page crashed', new TypeError('x is undefined'));
    const { api } = render(<FeedbackPage />, { [`POST ${SERVICE_API.errorFeedback}`]: { id: 'f-1' } });
    await userEvent.type(screen.getByLabelText('Mikä meni vikaan?'), 'Laskut ei aukea');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    await screen.findByRole('dialog');
    expect((api.calls[api.calls.length - 1]?.body as { lastError: unknown }).lastError).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    await userEvent.type(screen.getByLabelText('Mikä meni vikaan?'), 'Taas');
    await userEvent.click(screen.getByLabelText('Liitä viimeisin virhe palautteeseen'));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Kiitos palautteestasi!');
    expect((api.calls[api.calls.length - 1]?.body as { lastError: { detail: string } }).lastError.detail).toBe('TypeError: x is undefined');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the feedback text before sending', async () => {
    const { api } = render(<FeedbackPage />, {});
    await userEvent.click(screen.getByRole('radio', { name: 'Palaute palvelusta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Korjaa nämä kohdat')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('demo answers', () => {
  it('answer the customer GETs in the contract’s shapes', async () => {
    const { serviceRequestsDemoAnswers } = await import('./demoAnswers');
    const { customerRequestsResponseSchema } = await import('../contract/serviceRequest');
    const { faultDisruptionsResponseSchema } = await import('../contract/faultReport');
    expect(customerRequestsResponseSchema.safeParse(serviceRequestsDemoAnswers.serviceRequests.answer()).success).toBe(true);
    expect(faultDisruptionsResponseSchema.safeParse(serviceRequestsDemoAnswers.faultDisruptions.answer()).success).toBe(true);
  });
});

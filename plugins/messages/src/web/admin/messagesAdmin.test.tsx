import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, type FakeApiRoutes } from '@portal/core/testing';
import type { AdminTopBar, MassMessageJob } from '../../contract';
import { MESSAGES_API } from '../../contract/paths';
import { messagesPlugin } from '../../index';
import MassMessageAdminPage from './MassMessageAdminPage';
import TopBarAdminPage from './TopBarAdminPage';

const FLAGS = { messageBox: true };

const notice: AdminTopBar = {
  id: 'tb-1',
  company: 'VARE',
  text: { fi: 'Huoltokatko su 2–4' },
  severity: 'warning',
  startsAt: '2026-01-15T10:00:00.000Z',
  endsAt: null,
  createdAt: '2026-01-15T10:00:00.000Z',
};

describe('messages admin menu steps', () => {
  it('shows each admin step only to its group, in the admin section', () => {
    const topBar = testPlugin(messagesPlugin, { flags: FLAGS, groups: ['topBarMessage'] });
    expect(topBar.menu.filter((step) => step.section === 'admin').map((step) => step.id)).toEqual(['messages.adminTopBar']);
    const messaging = testPlugin(messagesPlugin, { flags: FLAGS, groups: ['messaging'] });
    expect(messaging.menu.filter((step) => step.section === 'admin').map((step) => step.id)).toEqual(['messages.adminMassMessage']);
    const customer = testPlugin(messagesPlugin, { flags: FLAGS, groups: [] });
    expect(customer.menu.filter((step) => step.section === 'admin')).toEqual([]);
  });
});

describe('top-bar admin page', () => {
  const renderPage = (api: FakeApiRoutes = {}) =>
    renderWithPortal(<TopBarAdminPage />, {
      plugins: [messagesPlugin],
      flags: FLAGS,
      groups: ['topBarMessage'],
      api: { [`GET ${MESSAGES_API.adminTopBar}`]: { notifications: [notice] }, ...api },
    });

  it('lists the notices and removes one after the confirm, axe clean', async () => {
    const { api } = renderPage({ [`DELETE ${MESSAGES_API.adminTopBarItem('tb-1')}`]: null });
    expect(await screen.findByRole('rowheader', { name: 'Huoltokatko su 2–4' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Huoltokatko su 2–4' }).closest('tr')).toHaveTextContent('Varoitus');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Poista tiedote Huoltokatko su 2–4' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('publishes a notice (Finnish required, other languages when given)', async () => {
    const { api } = renderPage({ [`POST ${MESSAGES_API.adminTopBar}`]: notice });
    await screen.findByRole('rowheader', { name: 'Huoltokatko su 2–4' });
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise tiedote' }));
    expect(await screen.findByRole('link', { name: 'Täytä tämä kenttä.' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Teksti suomeksi' }), 'Uusi hinnasto 1.2.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teksti englanniksi (vapaaehtoinen)' }), 'New prices 1.2.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tyyppi' }), 'info');
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise tiedote' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        text: { fi: 'Uusi hinnasto 1.2.', en: 'New prices 1.2.' },
        severity: 'info',
      }),
    );
  });

  it('schedules a notice in Helsinki time: a date needs its time, and the end comes after the start', async () => {
    const { api } = renderPage({ [`POST ${MESSAGES_API.adminTopBar}`]: notice });
    await screen.findByRole('rowheader', { name: 'Huoltokatko su 2–4' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Teksti suomeksi' }), 'Huoltokatko la 1.8. klo 2–4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Alkamispäivä' }), '31.7.2099');
    await userEvent.type(screen.getByRole('textbox', { name: 'Päättymispäivä' }), '1.8.2099');
    await userEvent.type(screen.getByRole('textbox', { name: /Päättymisaika/ }), '4.00');
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise tiedote' }));
    expect(await screen.findByRole('link', { name: /Anna kellonaika muodossa 14.30/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Alkamisaika/ }), '4.30');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Alkamispäivä' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Alkamispäivä' }), '1.8.2099');
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise tiedote' }));
    expect(await screen.findByRole('link', { name: 'Päättymisen pitää olla alun jälkeen.' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Alkamisaika/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Alkamisaika/ }), '2.00');
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise tiedote' }));
    // Summer time (+3): 02.00 and 04.00 in Helsinki are 23.00 and 01.00 UTC.
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        text: { fi: 'Huoltokatko la 1.8. klo 2–4' },
        severity: 'info',
        startsAt: '2099-07-31T23:00:00.000Z',
        endsAt: '2099-08-01T01:00:00.000Z',
      }),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a failed load', async () => {
    renderPage({
      [`GET ${MESSAGES_API.adminTopBar}`]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByText('Tiedotteita ei saatu.')).toBeInTheDocument();
  });
});

describe('mass-message admin page', () => {
  const job = (state: string, done: number, total: number): MassMessageJob => ({
    id: `job-${state}`,
    state,
    progress: { done, total },
    lastError: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    completedAt: null,
  });

  it('sends to every customer of the chosen company as a job after the confirm, and shows the progress, axe clean', async () => {
    let jobs = [job('completed', 40, 40)];
    const { api } = renderWithPortal(<MassMessageAdminPage />, {
      plugins: [messagesPlugin],
      flags: FLAGS,
      groups: ['messaging', 'superusers'],
      api: {
        [`GET ${MESSAGES_API.massMessageJobs}`]: () => ({ jobs }),
        [`POST ${MESSAGES_API.massMessageAsync}`]: () => {
          jobs = [job('active', 3, 120), ...jobs];
          return { massMessageId: 'm-1', jobId: 'job-active' };
        },
      },
    });
    expect(await screen.findByText('40 / 40')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Yhtiö' }), 'SV');
    await userEvent.type(screen.getByRole('textbox', { name: 'Otsikko suomeksi' }), 'Hinnat muuttuvat');
    await userEvent.type(screen.getByRole('textbox', { name: 'Viesti suomeksi' }), 'Uudet hinnat 1.3. alkaen.');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä joukkoviesti' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('kaikille yhtiön SV asiakkaille');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Lähetä joukkoviesti' }).at(-1)!);
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        company: 'SV',
        title: { fi: 'Hinnat muuttuvat' },
        body: { fi: 'Uudet hinnat 1.3. alkaen.' },
      }),
    );
    expect(await screen.findByText('3 / 120')).toBeInTheDocument();
    expect(screen.getByText('Käynnissä')).toBeInTheDocument();
  });

  it('sends to listed customer numbers and tells an admin of no company why not', async () => {
    const { api, unmount } = renderWithPortal(<MassMessageAdminPage />, {
      plugins: [messagesPlugin],
      flags: FLAGS,
      groups: ['messaging', 'origin-KUO'],
      api: {
        [`GET ${MESSAGES_API.massMessageJobs}`]: { jobs: [] },
        [`POST ${MESSAGES_API.massMessageTargeted}`]: { massMessageId: 'm-2', recipients: 2 },
      },
    });
    expect(await screen.findByText('Yhtiö: KUO')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Asiakasnumerot' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Asiakasnumerot/ }), '3000001, 3000002 3000001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Otsikko suomeksi' }), 'Kaukolämpö');
    await userEvent.type(screen.getByRole('textbox', { name: 'Viesti suomeksi' }), 'Katko torstaina.');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä joukkoviesti' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('2 asiakasnumerolle yhtiössä KUO');
    await userEvent.click(screen.getAllByRole('button', { name: 'Lähetä joukkoviesti' }).at(-1)!);
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ company: 'KUO', customerCodes: ['3000001', '3000002'] }),
    );
    // The job list reloads after the send, with a loading status of its own: find the outcome by its words.
    expect(await screen.findByText('Viesti lähetetty 2 vastaanottajalle.')).toHaveAttribute('role', 'status');
    unmount();

    renderWithPortal(<MassMessageAdminPage />, { plugins: [messagesPlugin], flags: FLAGS, groups: ['developers'], api: {} });
    expect(await screen.findByText(/Joukkoviesti vaatii pääkäyttäjän/)).toBeInTheDocument();
  });
});

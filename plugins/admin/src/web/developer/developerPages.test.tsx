import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, axeViolations, renderWithPortal } from '@portal/core/testing';
import { adminPlugin } from '../../index';
import { AdminToolList } from '../pages/AdminToolList';
import DeveloperDebugPage from './DeveloperDebugPage';
import DeveloperIngestPage from './DeveloperIngestPage';
import DeveloperStatusPage from './DeveloperStatusPage';

const developer = { plugins: [adminPlugin], groups: ['developers'] } as const;

const HEALTH = {
  checkedAt: '2026-01-15T10:00:00.000Z',
  integrations: [
    { name: 'database', status: 'HEALTHY', reason: 'ok', lastSuccessAt: '2026-01-15T10:00:00.000Z', dataAt: null },
    { name: 'mail', status: 'HEALTHY', reason: 'nothingYet', lastSuccessAt: null, dataAt: null },
    { name: 'push', status: 'HEALTHY', reason: 'ok', lastSuccessAt: '2026-01-15T09:00:00.000Z', dataAt: null },
    {
      name: 'priceFeed',
      status: 'UNHEALTHY',
      reason: 'pricesMissing',
      lastSuccessAt: '2026-01-14T12:00:00.000Z',
      dataAt: '2026-01-14T22:00:00.000Z',
    },
    { name: 'meteringFeed', status: 'HEALTHY', reason: 'ok', lastSuccessAt: null, dataAt: '2026-01-15T07:00:00.000Z' },
  ],
};
const AGE = {
  checkedAt: '2026-01-15T10:00:00.000Z',
  lateAfterHours: 48,
  companies: [
    { company: 'KUO', meteringPoints: 1, newestReadingEnd: null, ageHours: null, latePoints: 1 },
    { company: 'VARE', meteringPoints: 2, newestReadingEnd: '2026-01-15T07:00:00.000Z', ageHours: 3, latePoints: 1 },
  ],
};
const job = (id: string) => ({
  id,
  name: 'core.deliver-notifications',
  state: 'completed',
  attempts: 1,
  retryLimit: 3,
  lastError: null,
  progress: null,
  createdAt: '2026-01-15T09:00:00.000Z',
  startAfter: '2026-01-15T09:00:00.000Z',
  startedAt: '2026-01-15T09:00:00.000Z',
  completedAt: '2026-01-15T09:00:01.000Z',
});

describe('developer status page', () => {
  it('shows each integration with its state and last success, data age per company, and pages the jobs', async () => {
    const { api } = renderWithPortal(<DeveloperStatusPage />, {
      ...developer,
      api: {
        'GET /api/admin/service-health/v1/integration-router': HEALTH,
        'GET /api/admin/consumption-data-analytics/v1/age': AGE,
        'GET /api/admin/background-process/v1/list': ({ query }: { query?: Record<string, unknown> }) =>
          Number(query?.page) === 0 ? { page: 0, limit: 20, total: 21, jobs: [job('a')] } : { page: 1, limit: 20, total: 21, jobs: [job('b')] },
      },
    });
    const health = await screen.findByRole('table', { name: /Integraatioiden tila/ });
    const priceRow = within(health).getByRole('row', { name: /Spot-hinnat/ });
    expect(priceRow).toHaveTextContent('Vikatilassa');
    expect(priceRow).toHaveTextContent('Odotetun päivän spot-hinnat puuttuvat');
    expect(within(health).getByRole('row', { name: /Sähköposti/ })).toHaveTextContent('ei koskaan');

    const age = await screen.findByRole('table', { name: /Mittaustietojen ikä/ });
    expect(within(age).getByRole('row', { name: /VARE/ })).toHaveTextContent('VARE215.01.2026 09:0031');

    await screen.findByRole('table', { name: /sivu 1 \/ 2/ });
    expect(screen.getByRole('button', { name: 'Edellinen sivu' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    await screen.findByRole('table', { name: /sivu 2 \/ 2/ });
    expect(api.calls.filter((call) => call.path.endsWith('/list')).map((call) => call.query)).toEqual([
      { page: 0, limit: 20 },
      { page: 1, limit: 20 },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a failed load with a retry, and an empty job list', async () => {
    renderWithPortal(<DeveloperStatusPage />, {
      ...developer,
      api: {
        'GET /api/admin/service-health/v1/integration-router': () => {
          throw apiFailure(500, 'INTERNAL');
        },
        'GET /api/admin/consumption-data-analytics/v1/age': AGE,
        'GET /api/admin/background-process/v1/list': { page: 0, limit: 20, total: 0, jobs: [] },
      },
    });
    expect(await screen.findByText('Tietojen haku epäonnistui.')).toBeInTheDocument();
    expect(await screen.findByText('Ei taustatöitä.')).toBeInTheDocument();
  });
});

describe('developer debug page', () => {
  const CACHES = {
    caches: [
      { name: 'helsinki-summer-time', description: 'Summer time per year', deletable: true, keys: ['helsinki-summer-time:2026'] },
      { name: 'prepared-statements', description: 'Named SQL', deletable: false, keys: ['prepared-statements:session_lookup'] },
    ],
  };

  it('lists caches, shows a value and clears one key; a guard cache offers no clear', async () => {
    let cleared: unknown;
    renderWithPortal(<DeveloperDebugPage />, {
      ...developer,
      api: {
        'GET /api/admin/cache-keys/v1': CACHES,
        'GET /api/admin/cache-keys/v1/helsinki-summer-time%3A2026': {
          key: 'helsinki-summer-time:2026',
          cache: 'helsinki-summer-time',
          value: { start: '2026-03-29T01:00:00.000Z' },
        },
        'DELETE /api/admin/cache-keys/v1': ({ query }: { query?: unknown }) => {
          cleared = query;
          return { deleted: 1 };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Näytä helsinki-summer-time:2026' }));
    expect(await screen.findByText(/2026-03-29T01:00:00.000Z/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tyhjennä prepared-statements:session_lookup' })).not.toBeInTheDocument();
    expect(screen.getByText('Vain luku: merkinnät säilyvät prosessin ajan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tyhjennä helsinki-summer-time:2026' }));
    expect(await screen.findByText('Tyhjennetty 1 avainta.')).toBeInTheDocument();
    expect(cleared).toEqual({ key: 'helsinki-summer-time:2026' });
    expect(await axeViolations()).toEqual([]);
  });

  it("finds a user's debug info by id, says when there is none, and asks for an id first", async () => {
    renderWithPortal(<DeveloperDebugPage />, {
      ...developer,
      api: {
        'GET /api/admin/cache-keys/v1': { caches: [] },
        'GET /api/admin/debug/v1/info/u-1': {
          user: {
            id: 'u-1',
            email: 'asiakas@vare.example',
            uiMode: 'B2C',
            verified: true,
            mustResetPassword: false,
            createdAt: '2025-01-01T00:00:00.000Z',
          },
          groups: [],
          customerships: [{ company: 'VARE', customerCode: '100001', customerType: 'B2C', businessName: null }],
          placesCount: 2,
          activeSessionsCount: 1,
          flagOverrides: [],
          lastLoginAt: '2026-01-15T08:00:00.000Z',
        },
        'GET /api/admin/debug/v1/info/nobody': () => {
          throw apiFailure(404, 'NOT_FOUND');
        },
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Käyttäjän tunniste' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Hae' })[0]!);
    expect(await screen.findByText('Anna käyttäjän tunniste.')).toBeInTheDocument();
    await userEvent.type(field, 'u-1{Enter}');
    expect(await screen.findByText('asiakas@vare.example')).toBeInTheDocument();
    expect(screen.getByText('VARE 100001 (B2C)')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'nobody{Enter}');
    expect(await screen.findByText('Käyttäjää ei löytynyt.')).toBeInTheDocument();
  });

  it('looks a contract up in Kolibri by origin, with the keyboard', async () => {
    const { api } = renderWithPortal(<DeveloperDebugPage />, {
      ...developer,
      api: {
        'GET /api/admin/cache-keys/v1': { caches: [] },
        'GET /api/admin/debug/v1/kolibri/SV/contract/SOP-1': { system: 'kolibri', contract: { contractCode: 'SOP-1' } },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Kolibri (laskutus)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'VARE' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('radio', { name: 'Sopimustunnus' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sopimustunnus' }), 'SOP-1{Enter}');
    expect(await screen.findByText(/"contractCode": "SOP-1"/)).toBeInTheDocument();
    expect(api.calls.at(-1)?.path).toBe('/api/admin/debug/v1/kolibri/SV/contract/SOP-1');
  });
});

describe('developer ingest page', () => {
  it('uploads pasted metering CSV and shows what loaded; a bad file shows why nothing did', async () => {
    const bodies: unknown[] = [];
    renderWithPortal(<DeveloperIngestPage />, {
      ...developer,
      api: {
        'POST /api/admin/consumption-data/v1/ingest': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return { lines: 3, meteringPoints: ['643000000000000011'], inserted: 3, updated: 0, unchanged: 0, skipped: 0 };
        },
        'POST /api/admin/consumption-data/v1/spot-prices': () => {
          throw apiFailure(400, 'BAD_REQUEST', 'body.csv');
        },
      },
    });
    const [metering, spot] = await screen.findAllByRole('textbox', { name: 'tai liitä sisältö' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Lataa' })[0]!);
    expect(await screen.findByText('Valitse tiedosto tai liitä sisältö.')).toBeInTheDocument();
    await userEvent.type(metering!, 'a;b');
    await userEvent.click(screen.getAllByRole('button', { name: 'Lataa' })[0]!);
    expect(await screen.findByText('Ladattu: 3 riviä, 3 uutta, 0 korjattua, 0 ennallaan.')).toBeInTheDocument();
    expect(bodies).toEqual([{ csv: 'a;b' }]);
    await userEvent.type(spot!, 'x');
    await userEvent.click(screen.getAllByRole('button', { name: 'Lataa' })[1]!);
    expect(await screen.findByText(/Mitään ei ladattu/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('developer menu steps', () => {
  it('lists the developer tools for a developer, and none for a user admin who is no developer', async () => {
    const { unmount } = renderWithPortal(<AdminToolList />, developer);
    expect(await screen.findByRole('link', { name: 'Järjestelmän tila' })).toHaveAttribute('href', '/admin/kehittaja/tila');
    expect(screen.getByRole('link', { name: 'Välimuisti ja vianetsintä' })).toHaveAttribute('href', '/admin/kehittaja/vianetsinta');
    expect(screen.getByRole('link', { name: 'Tietojen lataus' })).toHaveAttribute('href', '/admin/kehittaja/lataukset');
    unmount();
    const { container } = renderWithPortal(<AdminToolList />, { plugins: [adminPlugin], groups: ['adminUsers', 'superusers', 'users'] });
    await waitFor(() => expect(container.textContent).not.toBe(''));
    expect(screen.queryByRole('link', { name: 'Järjestelmän tila' })).not.toBeInTheDocument();
  });
});

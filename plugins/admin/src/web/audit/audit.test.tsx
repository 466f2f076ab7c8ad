import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, axeViolations, renderWithPortal } from '@portal/core/testing';
import { adminPlugin } from '../../index';
import AuditPage from './AuditPage';

const entry = (seq: number, action: string) => ({
  seq,
  at: '2026-02-06T10:00:00.000Z',
  kind: 'admin.view',
  actorId: 'u-admin',
  actorEmail: 'admin@portal.example',
  action,
  targetUserId: 'u-vare',
  targetEmail: 'asiakas@vare.example',
  ip: '127.0.0.1',
  details: { targetUserId: 'u-vare' },
});

describe('audit page', () => {
  it('lists who did what to whom, filters and pages, axe clean', async () => {
    const { api } = renderWithPortal(<AuditPage />, {
      plugins: [adminPlugin],
      groups: ['superusers'],
      api: {
        'GET /api/admin/audit/v1': (call) =>
          call.query?.page === '2'
            ? { entries: [entry(1, 'customers.view')], page: 2, limit: 50, hasMore: false }
            : { entries: [entry(2, 'customers.viewAs')], page: 1, limit: 50, hasMore: true },
      },
    });
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent('admin@portal.example');
    expect(table).toHaveTextContent('customers.viewAs');
    expect(table).toHaveTextContent('asiakas@vare.example');
    expect(table).toHaveTextContent('06.02.2026 12:00');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    expect(await screen.findByText('customers.view')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seuraava sivu' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Kohde (asiakkaan sähköposti tai tunnus)'), 'asiakas@vare.example');
    await userEvent.type(screen.getByLabelText(/^Tapahtuma/), 'customers.*{Enter}');
    expect(api.calls.at(-1)?.query).toEqual({ target: 'asiakas@vare.example', action: 'customers.*' });
  });

  it('says which filter the server refused, and when the log is empty', async () => {
    renderWithPortal(<AuditPage />, {
      plugins: [adminPlugin],
      groups: ['superusers'],
      api: {
        'GET /api/admin/audit/v1': (call) => {
          if (call.query?.actor) throw apiFailure(400, 'BAD_REQUEST', 'query.actor');
          return { entries: [], page: 1, limit: 50, hasMore: false };
        },
      },
    });
    expect(await screen.findByText('Ei tapahtumia näillä rajauksilla')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tekijä (sähköposti tai tunnus)'), 'x{Enter}');
    expect(await screen.findByText('Tarkista rajaus: query.actor.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useService } from '../react/useService';
import { ApiClientRef } from '../services/api/apiClient';
import { ClockRef } from '../services/clock/clock';
import { useTranslation } from 'react-i18next';
import { exampleB2bPlugin, exampleInvoicesPlugin, InvoiceCounterRef } from './examplePlugin.fixture';
import { apiFailure, createFakeApiClient } from './fakeApiClient';
import { createFakeClock } from './fakeClock';
import { renderWithPortal } from './renderWithPortal';
import { substitute } from './substitute';
import { testPlugin } from './testPlugin';

describe('testPlugin', () => {
  it('lists what a plugin contributes with its flag on, and nothing with it off', () => {
    const on = testPlugin(exampleInvoicesPlugin, { flags: { invoices: true } });
    expect(on.routes.map((r) => r.ref.id)).toEqual(['invoices.list']);
    expect(on.menu.map((m) => m.id)).toEqual(['invoices.menu']);
    expect(on.modals.map((m) => m.ref.id)).toEqual(['invoices.confirmDueDateChange']);
    const off = testPlugin(exampleInvoicesPlugin);
    expect([off.routes, off.menu, off.modals, off.slots]).toEqual([[], [], [], []]);
  });

  it('applies groups, mode and the company plugin set', () => {
    expect(testPlugin(exampleInvoicesPlugin, { flags: 'all', groups: ['users'] }).routes).toHaveLength(2);
    expect(testPlugin(exampleB2bPlugin, { mode: 'B2C' }).routes).toHaveLength(0);
    expect(testPlugin(exampleB2bPlugin, { mode: 'B2B' }).routes).toHaveLength(1);
    expect(testPlugin(exampleB2bPlugin, { mode: 'B2B', companyPluginIds: ['invoices'] }).routes).toHaveLength(0);
  });

  it('fails on an invalid plugin, as the host would', () => {
    expect(() => testPlugin({ ...exampleInvoicesPlugin, apiVersion: 0 })).toThrow(/apiVersion/);
  });
});

describe('renderWithPortal', () => {
  it('starts the router at the given route', () => {
    function Where() {
      return <p>{useLocation().pathname}</p>;
    }
    renderWithPortal(<Where />, { route: '/aspa/asiakashaku/42/kayttopaikka' });
    expect(screen.getByText('/aspa/asiakashaku/42/kayttopaikka')).toBeInTheDocument();
  });

  it('uses substitutes in place of real services', () => {
    function Today() {
      return <p>{useService(ClockRef).now().toISOString()}</p>;
    }
    renderWithPortal(<Today />, { services: [substitute(ClockRef, createFakeClock('2025-10-26T01:30:00Z'))] });
    expect(screen.getByText('2025-10-26T01:30:00.000Z')).toBeInTheDocument();
  });

  it('registers the plugins it is given, with their translations', async () => {
    function Count() {
      const { t } = useTranslation('invoices');
      return <p>{`${t('menu.invoices')}: ${useService(InvoiceCounterRef).count()}`}</p>;
    }
    renderWithPortal(<Count />, { plugins: [exampleInvoicesPlugin], language: 'sv' });
    // Core's own Swedish texts load on demand, so a Swedish portal shows once they have arrived.
    expect(await screen.findByText('Fakturor: 3')).toBeInTheDocument();
  });

  it('never reaches the network: an unanswered call fails and names itself', async () => {
    const { runtime } = renderWithPortal(<p />);
    await expect(runtime.resolve(ApiClientRef).get('/api/v2/me')).rejects.toThrow('No fake answer for GET /api/v2/me');
  });
});

describe('createFakeApiClient', () => {
  it('answers from its table, checks schemas and records calls', async () => {
    const api = createFakeApiClient({
      'GET /api/v2/me': { name: 'Maija' },
      'DELETE /api/v2/user/1': () => {
        throw apiFailure(403, 'FORBIDDEN');
      },
    });
    await expect(api.get('/api/v2/me', { schema: z.object({ name: z.string() }) })).resolves.toEqual({ name: 'Maija' });
    await expect(api.get('/api/v2/me', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    await expect(api.delete('/api/v2/user/1')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v2/me', 'GET /api/v2/me', 'DELETE /api/v2/user/1']);
  });
});

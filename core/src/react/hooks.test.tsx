import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FeatureFlagServiceRef } from '../services/flags/featureFlagService';
import { ApiClientRef } from '../services/api/apiClient';
import { LOCATION_CARD_SLOT } from '../slots/wellKnownSlots';
import { ClientStateRef } from '../state/clientState';
import { createFakeApiClient, apiFailure } from '../testing/fakeApiClient';
import { CORE_API_VERSION } from '../plugin/apiVersion';
import { definePlugin } from '../plugin/definePlugin';
import { exampleInvoicesPlugin } from '../testing/examplePlugin.fixture';
import { renderWithPortal } from '../testing/renderWithPortal';
import { substitute } from '../testing/substitute';
import { Slot } from './Slot';
import { useActiveContributions } from './useActiveContributions';
import { useApi } from './useApi';
import { useApiMutation } from './useApiMutation';
import { definePortalStore } from './portalStore';
import { useCan } from './useCan';
import { useClientState, useClientStateStore } from './useClientState';
import { useFeature, useLocationFeature } from './useFeature';
import { useFormatters } from './useFormatters';
import { useUserId } from './useUserId';

function Menu() {
  const { menu } = useActiveContributions();
  return (
    <ul>
      {menu.map((m) => (
        <li key={m.id}>{m.id}</li>
      ))}
    </ul>
  );
}

describe('React bindings', () => {
  it('useFeature and the menu follow a flag flipped at run time, without a reload', () => {
    function InvoicesFlag() {
      return <p>{useFeature('invoices') ? 'laskut päällä' : 'laskut pois'}</p>;
    }
    const { runtime } = renderWithPortal(
      <>
        <InvoicesFlag />
        <Menu />
      </>,
      { plugins: [exampleInvoicesPlugin], flags: { invoices: true } },
    );
    expect(screen.getByText('laskut päällä')).toBeInTheDocument();
    expect(screen.getByText('invoices.menu')).toBeInTheDocument();
    act(() => runtime.resolve(FeatureFlagServiceRef).setOverrides({ invoices: false }));
    expect(screen.getByText('laskut pois')).toBeInTheDocument();
    expect(screen.queryByText('invoices.menu')).not.toBeInTheDocument();
  });

  it('useCan answers from the groups', () => {
    function Admin() {
      return <p>{useCan('admin.users') ? 'hallinta' : 'ei oikeutta'}</p>;
    }
    renderWithPortal(<Admin />, { groups: ['users'] });
    expect(screen.getByText('hallinta')).toBeInTheDocument();
  });

  it('useLocationFeature treats an absent feature as disabled and read-only', () => {
    function Budget() {
      const state = useLocationFeature([], 'budget');
      return <p>{`${state.enabled}/${state.readOnly}/${state.known}`}</p>;
    }
    renderWithPortal(<Budget />);
    expect(screen.getByText('false/true/false')).toBeInTheDocument();
  });

  it('useClientState re-renders on store changes', async () => {
    const user = userEvent.setup();
    function AdminMenu() {
      const open = useClientState((s) => s.adminMenuOpen);
      const store = useClientStateStore();
      return (
        <button type="button" onClick={store.toggleAdminMenu}>
          {open ? 'sulje valikko' : 'avaa valikko'}
        </button>
      );
    }
    renderWithPortal(<AdminMenu />);
    await user.click(screen.getByRole('button', { name: 'avaa valikko' }));
    expect(screen.getByRole('button', { name: 'sulje valikko' })).toBeInTheDocument();
  });

  it('useFormatters gives the Finnish formats', () => {
    function Price() {
      return <p>{useFormatters().money(1234.5)}</p>;
    }
    const { container } = renderWithPortal(<Price />);
    // Checked on the raw text: Testing Library's matcher would collapse the no-break spaces.
    expect(container.querySelector('p')?.textContent).toBe('1\u00a0234,50\u00a0€');
  });

  it('Slot renders active contributions lazily and drops them when their flag goes off', async () => {
    const { runtime } = renderWithPortal(<Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier: 'L-1' }} />, {
      plugins: [exampleInvoicesPlugin],
      flags: { invoices: true },
    });
    expect(await screen.findByText('Laskut paikalle L-1')).toBeInTheDocument();
    act(() => runtime.resolve(FeatureFlagServiceRef).setOverrides({ invoices: false }));
    expect(screen.queryByText('Laskut paikalle L-1')).not.toBeInTheDocument();
  });

  // Two cards saying the same thing; the richer one needs a second flag.
  const replacingPlugin = definePlugin({
    id: 'invoices',
    version: '1.0.0',
    apiVersion: CORE_API_VERSION,
    enabledWhen: { flag: 'invoices' },
    slots: [
      {
        id: 'invoices.card',
        slot: LOCATION_CARD_SLOT,
        component: async () => ({ default: ({ locationIdentifier }: { locationIdentifier: string }) => <p>Laskut paikalle {locationIdentifier}</p> }),
        order: 1,
        enabledWhen: { flag: 'consumption' },
      },
      { id: 'invoices.plainCard', slot: LOCATION_CARD_SLOT, component: async () => ({ default: () => <p>Pelkkä kortti</p> }), order: 2 },
    ],
  });

  it('Slot hides a contribution that an active one replaces, and shows it again when that one is off', async () => {
    const { runtime } = renderWithPortal(
      <Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier: 'L-1' }} replacements={{ 'invoices.card': 'invoices.plainCard' }} />,
      { plugins: [replacingPlugin], flags: { invoices: true, consumption: true } },
    );
    expect(await screen.findByText('Laskut paikalle L-1')).toBeInTheDocument();
    expect(screen.queryByText('Pelkkä kortti')).not.toBeInTheDocument();
    act(() => runtime.resolve(FeatureFlagServiceRef).setOverrides({ consumption: false }));
    expect(await screen.findByText('Pelkkä kortti')).toBeInTheDocument();
    expect(screen.queryByText('Laskut paikalle L-1')).not.toBeInTheDocument();
  });

  it('useApi reads through the API client, validates with the schema and deduplicates', async () => {
    const api = createFakeApiClient({ 'GET /api/v2/me': { name: 'Maija' } });
    function Name() {
      const { data } = useApi('/api/v2/me', z.object({ name: z.string() }));
      return <p>{data?.name ?? '…'}</p>;
    }
    renderWithPortal(
      <>
        <Name />
        <Name />
      </>,
      { services: [substitute(ApiClientRef, api)] },
    );
    expect(await screen.findAllByText('Maija')).toHaveLength(2);
    expect(api.calls).toHaveLength(1);
  });

  it('useApi gives each reader of one path its own schema over one fetched answer', async () => {
    const api = createFakeApiClient({ 'GET /api/v2/me': { name: 'Maija', language: 'sv' } });
    const nameOnly = z.object({ name: z.string() });
    const withLanguage = z.object({ name: z.string(), language: z.string() });
    function Header() {
      const { data } = useApi('/api/v2/me', nameOnly);
      return <p>{data ? `otsikko ${JSON.stringify(data)}` : '…'}</p>;
    }
    function Settings() {
      const { data } = useApi('/api/v2/me', withLanguage);
      return <p>{data ? `kieli ${data.language}` : '…'}</p>;
    }
    renderWithPortal(
      <>
        <Header />
        <Settings />
      </>,
      { services: [substitute(ApiClientRef, api)] },
    );
    // The narrow reader's schema drops `language` for itself only.
    expect(await screen.findByText('otsikko {"name":"Maija"}')).toBeInTheDocument();
    expect(await screen.findByText('kieli sv')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('useApi answers an answer its schema refuses as an INVALID_RESPONSE error naming the field', async () => {
    const api = createFakeApiClient({ 'GET /api/v2/me': { name: 42 } });
    function Name() {
      const { data, error } = useApi('/api/v2/me', z.object({ name: z.string() }));
      if (error) return <p>{`${error.code} ${error.field}`}</p>;
      return <p>{data?.name ?? '…'}</p>;
    }
    renderWithPortal(<Name />, { services: [substitute(ApiClientRef, api)] });
    expect(await screen.findByText('INVALID_RESPONSE name')).toBeInTheDocument();
  });

  it('definePortalStore keeps one value per portal, and re-renders its readers when it is set', async () => {
    const chosen = definePortalStore<string | null>(null);
    function Reader() {
      return <p>{`valittu ${chosen.use() ?? '-'}`}</p>;
    }
    function Setter() {
      const set = chosen.useSet();
      return (
        <button type="button" onClick={() => set('Koti')}>
          valitse
        </button>
      );
    }
    const first = renderWithPortal(
      <>
        <Reader />
        <Setter />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'valitse' }));
    expect(screen.getByText('valittu Koti')).toBeInTheDocument();
    expect(chosen.get(first.runtime)).toBe('Koti');
    first.unmount();
    // Another portal (another test file in the same worker) starts from the initial value.
    const second = renderWithPortal(<Reader />);
    expect(screen.getByText('valittu -')).toBeInTheDocument();
    act(() => chosen.set(second.runtime, 'Mökki'));
    expect(screen.getByText('valittu Mökki')).toBeInTheDocument();
  });

  it('useApi reads again on window focus only when the read asks for it (revalidateOnFocus)', async () => {
    let count = 0;
    const api = createFakeApiClient({ 'GET /api/count': () => ({ n: ++count }), 'GET /api/still': () => ({ n: ++count }) });
    const schema = z.object({ n: z.number() });
    function Counts() {
      const live = useApi('/api/count', schema, { revalidateOnFocus: true, focusThrottleInterval: 0, dedupingInterval: 0 });
      const still = useApi('/api/still', schema);
      return <p>{`${live.data?.n ?? '-'} ${still.data?.n ?? '-'}`}</p>;
    }
    renderWithPortal(<Counts />, { services: [substitute(ApiClientRef, api)] });
    await screen.findByText(/^\d \d$/);
    const before = api.calls.length;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const after = api.calls.slice(before).map((call) => call.path);
    expect(after).toEqual(['/api/count']);
  });

  it('useUserId takes the active user id from client state, else from /api/v2/me', async () => {
    const api = createFakeApiClient({ 'GET /api/v2/me': { priwattiUserId: 'u-me', name: 'Maija' } });
    function UserId() {
      return <p>{useUserId() ?? 'ei vielä'}</p>;
    }
    const { runtime } = renderWithPortal(<UserId />, { services: [substitute(ApiClientRef, api)] });
    expect(await screen.findByText('u-me')).toBeInTheDocument();
    act(() => runtime.resolve(ClientStateRef).setActiveUserId('u-active'));
    expect(screen.getByText('u-active')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('useApiMutation shows the requirements §8 modal on failure and refreshes what it invalidates on success', async () => {
    const user = userEvent.setup();
    let name = 'Maija';
    const api = createFakeApiClient({
      'GET /api/v2/me': () => ({ name }),
      'POST /api/v2/user/1/setProperty': (call) => {
        const body = call.body as { name: string };
        if (body.name === '') throw apiFailure(409, 'ACCOUNT_ALREADY_EXISTS');
        name = body.name;
        return null;
      },
    });
    function Rename() {
      const { data } = useApi<{ name: string }>('/api/v2/me');
      const rename = useApiMutation((client, next: string) => client.post('/api/v2/user/1/setProperty', { name: next }), {
        invalidates: ['/api/v2/me'],
      });
      return (
        <>
          <p>{data?.name}</p>
          <button type="button" onClick={() => void rename.run('Matti')}>
            nimeä
          </button>
          <button type="button" onClick={() => void rename.run('')}>
            tyhjä
          </button>
        </>
      );
    }
    renderWithPortal(<Rename />, { services: [substitute(ApiClientRef, api)] });
    expect(await screen.findByText('Maija')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'nimeä' }));
    expect(await screen.findByText('Matti')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'tyhjä' }));
    expect(await screen.findByRole('alertdialog', { name: 'Tili on jo olemassa' })).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { CORE_API_VERSION, createRouteRef, definePlugin } from '@portal/core';
import { createFakeClock, type FakeApiCall } from '@portal/core/testing';
import { useLocation } from 'react-router-dom';
import { demoPlugin } from '../testing/demoPlugin';
import { renderHost } from '../testing/renderHost';

/** A login page that shows where it would send the user back to. */
function LoginStub() {
  const next = new URLSearchParams(useLocation().search).get('next');
  return (
    <>
      <h1>Kirjautuminen</h1>
      <p>{`Takaisin: ${next}`}</p>
    </>
  );
}

const loginPlugin = definePlugin({
  id: 'account',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  routes: [{ ref: createRouteRef({ id: 'account.login', path: '/kirjaudu' }), page: async () => ({ default: LoginStub }), public: true }],
});

const NOW = Date.parse('2025-01-15T10:00:00Z');
const MINUTE = 60_000;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Taken before the timers are faked: a lazy chunk's first import takes real time to transform. */
const realSetTimeout = globalThis.setTimeout;

/** Lets lazy chunks and answers arrive (testing-library's findBy would wait on the faked timers). */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i++) {
      await vi.advanceTimersByTimeAsync(5);
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    }
  });
}

/** Lets `ms` of session time pass: the portal's clock and its timers together. */
async function pass(clock: ReturnType<typeof createFakeClock>, ms: number) {
  await act(async () => {
    clock.advance(ms);
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * WCAG 2.2.1 with fake timers: a session without a refresh token ends 10 minutes after the start;
 * the warning comes two minutes before, continuing extends it, and an ended session lands on the
 * login page with the way back to the page the user was on.
 */
describe('session timeout warning', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  function setup(serverSlides: boolean) {
    const clock = createFakeClock(NOW);
    // Off until the warning: the start-up's own requests must not postpone it in these tests.
    let sliding = false;
    let expiresAt = seconds(NOW + 10 * MINUTE);
    const result = renderHost({
      plugins: [demoPlugin, loginPlugin],
      flags: { consumption: true },
      route: '/kulutus?jakso=vuosi',
      clock,
      api: {
        'POST /api/auth/v1/session-status': () => ({ hasRefreshToken: false, expiresAt }),
        'GET /api/v2/me': (call: FakeApiCall) => {
          // A request as the user slides the server's idle expiry (when the server still can).
          if (sliding && call.method === 'GET') expiresAt = seconds(clock.now().getTime() + 30 * MINUTE);
          return { priwattiUserId: 42, loginInfo: { groups: [] } };
        },
        'POST /api/auth/v1/logout': null,
      },
    });
    return { ...result, clock, startSliding: () => (sliding = serverSlides) };
  }

  it('warns two minutes before the end, and "continue" extends the session', async () => {
    const { clock, startSliding } = setup(true);
    await settle();
    expect(screen.getByRole('heading', { name: 'Kulutussivu' })).toBeInTheDocument();
    await pass(clock, 8 * MINUTE - 1000);
    expect(screen.queryByRole('dialog', { name: 'Istuntosi on päättymässä' })).not.toBeInTheDocument();
    await pass(clock, 1000);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Istuntosi on päättymässä' });
    expect(dialog).toHaveTextContent('noin 2 minuutin kuluttua');
    const proceed = within(dialog).getByRole('button', { name: 'Jatka istuntoa' });
    expect(proceed).toHaveFocus();
    startSliding();
    await act(async () => {
      fireEvent.click(proceed);
    });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Istuntosi on päättymässä' })).not.toBeInTheDocument();
    // The old end passes without a word; the page stays.
    await pass(clock, 5 * MINUTE);
    expect(screen.getByRole('heading', { name: 'Kulutussivu' })).toBeInTheDocument();
  });

  it('ends a session that cannot be extended at its expiry: the expired message, then login with the way back', async () => {
    const { clock, api, startSliding } = setup(false);
    await settle();
    expect(screen.getByRole('heading', { name: 'Kulutussivu' })).toBeInTheDocument();
    await pass(clock, 8 * MINUTE);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Istuntosi on päättymässä' });
    startSliding();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Jatka istuntoa' }));
    });
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Istunnon jatkaminen ei onnistunut.');
    await pass(clock, 2 * MINUTE);
    await settle();
    expect(api.calls.some((c) => c.path === '/api/auth/v1/logout')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Istunto on vanhentunut' })).toBeInTheDocument();
    expect(screen.getByText('Takaisin: /kulutus?jakso=vuosi')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kulutussivu' })).not.toBeInTheDocument();
  });
});

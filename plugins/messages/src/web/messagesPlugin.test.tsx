import { SessionServiceRef, type SessionService } from '@portal/core';
import { apiFailure, axeViolations, renderWithPortal, substitute, testPlugin, translationKeyMismatches } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES_API } from '../contract/paths';
import { messagesPlugin } from '../index';
import HeaderMessagesLink from './badge/HeaderMessagesLink';
import MessagePage from './pages/MessagePage';
import MessagesPage from './pages/MessagesPage';
import { fakeInbox, message } from './testing/fakeInbox';

/** Component tests run in jsdom: `npx vitest run plugins/messages/src/web`. */
const USER = 'u-1';

function loggedIn(): SessionService {
  const snapshot = { status: 'loggedIn' as const, hasRefreshToken: true };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    start: async () => undefined,
    refresh: async () => true,
    extend: async () => true,
    logout: async () => undefined,
    dispose: () => undefined,
    ensureFresh: async () => undefined,
    expire: () => undefined,
  } as SessionService;
}

const portal = (api: ReturnType<typeof fakeInbox>) => ({
  plugins: [messagesPlugin],
  flags: { messageBox: true },
  userId: USER,
  api,
  services: [substitute(SessionServiceRef, loggedIn())],
});

describe('messages manifest', () => {
  it('contributes the inbox, a message page, the menu step with its badge and the cards only with messageBox', () => {
    const on = testPlugin(messagesPlugin, { flags: { messageBox: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/viestit', '/viestit/:messageId']);
    expect(on.menu.map((step) => [step.id, typeof step.badge])).toEqual([['messages.menu', 'function']]);
    expect(on.slots.map((slot) => slot.id).sort()).toEqual([
      'messages.frontPageNotices',
      'messages.headerLink',
      'messages.locationNotices',
      'messages.topBar',
    ]);
    const off = testPlugin(messagesPlugin, { flags: { messageBox: false } });
    expect([off.routes, off.menu, off.slots]).toEqual([[], [], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(messagesPlugin)).toEqual([]);
  });
});

describe('inbox page', () => {
  it('shows the info tab with unread ones marked, counts per tab, and no accessibility violations', async () => {
    const inbox = fakeInbox([message('a', 'info', false), message('b', 'info', true), message('c', 'alert', false)]);
    renderWithPortal(<MessagesPage />, portal(inbox));
    expect(screen.getByRole('heading', { level: 1, name: 'Viestit' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Otsikko a' });
    expect(first).toHaveAttribute('href', '/viestit/a');
    expect(screen.getByRole('link', { name: 'Otsikko b' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Otsikko c' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Uusi')).toHaveLength(1);
    expect(await screen.findByRole('radio', { name: 'Tiedotteet (1 uutta)' })).toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Hälytykset (1 uutta)' }));
    expect(await screen.findByRole('link', { name: 'Otsikko c' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Otsikko a' })).not.toBeInTheDocument();
  });

  it('marks the tab read, and everything read, and the counts follow', async () => {
    const inbox = fakeInbox([message('a', 'info', false), message('c', 'alert', false)]);
    const { api } = renderWithPortal(<MessagesPage />, portal(inbox));
    const markInfo = await screen.findByRole('button', { name: 'Merkitse tiedotteet luetuiksi' });
    await waitFor(() => expect(markInfo).toBeEnabled());
    await userEvent.click(markInfo);
    await waitFor(() => expect(screen.queryByText('Uusi')).not.toBeInTheDocument());
    expect(await screen.findByRole('radio', { name: 'Tiedotteet' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hälytykset (1 uutta)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Merkitse kaikki luetuiksi' }));
    expect(await screen.findByRole('radio', { name: 'Hälytykset' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([MESSAGES_API.markAllInfoAsRead, MESSAGES_API.markAllAsRead]);
  });

  it('pages 20 at a time with "show more"', async () => {
    const many = Array.from({ length: 25 }, (_, i) => message(`m${i}`, 'info', true));
    renderWithPortal(<MessagesPage />, portal(fakeInbox(many)));
    expect(await screen.findByText('Näytetään 20 / 25')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Näytä lisää' }));
    expect(await screen.findByRole('link', { name: 'Otsikko m24' })).toBeInTheDocument();
    expect(screen.getByText('Näytetään 25 / 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Näytä lisää' })).not.toBeInTheDocument();
  });

  it('says so when a tab is empty, and offers a retry when loading fails', async () => {
    let calls = 0;
    const inbox = fakeInbox([]);
    renderWithPortal(
      <MessagesPage />,
      portal({
        ...inbox,
        [`GET ${MESSAGES_API.list}`]: (call) => {
          calls += 1;
          if (calls === 1) throw apiFailure(500, 'INTERNAL');
          return (inbox[`GET ${MESSAGES_API.list}`] as (c: typeof call) => unknown)(call);
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Viestien hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Ei tiedotteita.' })).toBeInTheDocument();
  });
});

describe('one message and the badge', () => {
  it('opens the message, marks it seen, and the header badge drops without a reload', async () => {
    const inbox = fakeInbox([message('a', 'info', false), message('c', 'alert', false)]);
    const { api } = renderWithPortal(
      <>
        <HeaderMessagesLink />
        <Routes>
          <Route path="/viestit/:messageId" element={<MessagePage />} />
        </Routes>
      </>,
      { ...portal(inbox), route: '/viestit/a' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Otsikko a' })).toBeInTheDocument();
    expect(screen.getByText('Teksti a')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path === MESSAGES_API.seen('a'))).toBe(true));
    const link = screen.getByRole('link', { name: /^Viestit/ });
    await waitFor(() => expect(link).toHaveAccessibleName('Viestit (1 lukematon viesti)'));
    expect(within(link).getByTestId('unread-count')).toHaveTextContent('1');
  });

  it('says so for a message that is not there', async () => {
    renderWithPortal(
      <Routes>
        <Route path="/viestit/:messageId" element={<MessagePage />} />
      </Routes>,
      { ...portal(fakeInbox([])), route: '/viestit/x' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Viestiä ei löytynyt.' })).toBeInTheDocument();
  });
});

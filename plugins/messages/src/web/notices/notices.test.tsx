import { apiFailure, axeViolations, renderWithPortal, type FakeApiRoutes } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Notice, Popup } from '../../contract/notices';
import { MESSAGES_API } from '../../contract/paths';
import { messagesPlugin } from '../../index';
import FrontPageNotices from './FrontPageNotices';
import LocationNotices from './LocationNotices';
import TopBarNotice from './TopBarNotice';

const NOTICE: Notice = {
  id: 'n1',
  type: 'disruption',
  title: 'Suunniteltu sähkökatko',
  body: 'Katko klo 9–11.',
  locationIdentifier: 'L1',
  startsAt: '2026-01-15T00:00:00.000Z',
  endsAt: '2026-01-16T10:00:00.000Z',
};
const POPUP: Popup = {
  id: 'p1',
  type: 'einvoice',
  title: 'Ota e-lasku käyttöön',
  description: 'Kuvaus',
  accept: 'Siirry laskuihin',
  close: 'Ei nyt',
  dismissDescription: 'Emme näytä tätä uudelleen.',
  dismissProperty: 'popup.einvoice',
  link: '/laskut',
};

const options = (api: FakeApiRoutes) => ({
  plugins: [messagesPlugin],
  flags: { messageBox: true },
  userId: 'u-1',
  api,
});

describe('front-page notices', () => {
  it('shows the popup as a card with its buttons and the notices, axe clean; closing stores the dismissal', async () => {
    let popups = [POPUP];
    const { api } = renderWithPortal(
      <FrontPageNotices />,
      options({
        [`GET ${MESSAGES_API.notifications}`]: { notifications: [NOTICE] },
        [`GET ${MESSAGES_API.popups}`]: () => ({ popups }),
        [`POST ${MESSAGES_API.dismissPopup}`]: () => {
          popups = [];
          return undefined;
        },
      }),
    );
    const popup = await screen.findByRole('region', { name: 'Ota e-lasku käyttöön' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const notices = screen.getByRole('region', { name: 'Tiedotteet' });
    expect(within(notices).getByText('Häiriö')).toBeInTheDocument();
    expect(within(notices).getByText('Suunniteltu sähkökatko')).toBeInTheDocument();
    expect(within(notices).getByText('Voimassa 16.01.2026 12:00 asti')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(popup).getByRole('button', { name: 'Ei nyt' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ota e-lasku käyttöön' })).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ dismissProperty: 'popup.einvoice', action: 'close' });
  });

  it('accepting stores the choice and opens the popup’s page', async () => {
    const { api } = renderWithPortal(
      <Routes>
        <Route path="/" element={<FrontPageNotices />} />
        <Route path="/laskut" element={<h1>Laskut</h1>} />
      </Routes>,
      options({
        [`GET ${MESSAGES_API.notifications}`]: { notifications: [] },
        [`GET ${MESSAGES_API.popups}`]: { popups: [POPUP] },
        [`POST ${MESSAGES_API.dismissPopup}`]: null,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Siirry laskuihin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Laskut' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ dismissProperty: 'popup.einvoice', action: 'accept' });
  });

  it('renders nothing when there is nothing to say, and a retry when the read fails', async () => {
    const empty = renderWithPortal(
      <FrontPageNotices />,
      options({
        [`GET ${MESSAGES_API.notifications}`]: { notifications: [] },
        [`GET ${MESSAGES_API.popups}`]: { popups: [] },
      }),
    );
    await waitFor(() => expect(empty.api.calls.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    empty.unmount();

    renderWithPortal(
      <FrontPageNotices />,
      options({
        [`GET ${MESSAGES_API.notifications}`]: () => {
          throw apiFailure(500, 'INTERNAL');
        },
        [`GET ${MESSAGES_API.popups}`]: { popups: [] },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiedotteiden hakeminen epäonnistui.');
  });
});

describe('place notices', () => {
  it("shows the place's notices and nothing for a place without", async () => {
    renderWithPortal(
      <LocationNotices locationIdentifier="L1" />,
      options({ [`GET ${MESSAGES_API.locationNotifications('L1')}`]: { notifications: [NOTICE] } }),
    );
    expect(await screen.findByText('Katko klo 9–11.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tiedotteet' })).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows the published notification in the page language, and nothing without one', async () => {
    const { api, unmount } = renderWithPortal(<TopBarNotice />, {
      ...options({ [`GET ${MESSAGES_API.topBar}`]: { notification: { id: 't', text: 'Maintenance tonight', severity: 'info' } } }),
      language: 'en',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Maintenance tonight');
    expect(api.calls[0]?.query).toEqual({ language: 'en' });
    unmount();
    const none = renderWithPortal(<TopBarNotice />, options({ [`GET ${MESSAGES_API.topBar}`]: { notification: null } }));
    await waitFor(() => expect(none.api.calls.some((c) => c.path === MESSAGES_API.topBar)).toBe(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

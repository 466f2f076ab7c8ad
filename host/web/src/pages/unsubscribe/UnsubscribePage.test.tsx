import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, apiFailure, type FakeApiCall } from '@portal/core/testing';
import { renderHost } from '../../testing/renderHost';

const UNSUBSCRIBE = 'POST /api/v2/notifications/unsubscribe';

describe('unsubscribe page', () => {
  it('switches the notification off without a sign-in, says so, and "Peru" switches it back on', async () => {
    const view = renderHost({
      plugins: [],
      loggedIn: false,
      route: '/ilmoitukset/peru?token=abc.def',
      api: {
        [UNSUBSCRIBE]: (call: FakeApiCall) => ({
          kind: 'alerts.consumption',
          channel: 'email',
          subscribed: (call.body as { undo?: boolean }).undo === true,
        }),
      },
    });
    expect(await screen.findByText(/Et saa enää näitä ilmoituksia tällä kanavalla \(sähköposti\)/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Peru' }));
    expect(await screen.findByText(/Tilaus on taas voimassa/)).toBeInTheDocument();
    const calls = view.api.calls.filter((call) => call.path === '/api/v2/notifications/unsubscribe');
    expect(calls.map((call) => call.body)).toEqual([{ token: 'abc.def' }, { token: 'abc.def', undo: true }]);
    expect(screen.queryByRole('button', { name: 'Peru' })).not.toBeInTheDocument();
  });

  it('says a bad link is not valid', async () => {
    renderHost({
      plugins: [],
      loggedIn: false,
      route: '/ilmoitukset/peru?token=forged',
      api: {
        [UNSUBSCRIBE]: () => {
          throw apiFailure(400, 'BAD_REQUEST', 'body.token');
        },
      },
    });
    await waitFor(() => expect(screen.getByText(/Linkki ei kelpaa/)).toBeInTheDocument());
  });
});

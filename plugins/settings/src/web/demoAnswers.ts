import type { DemoAnswers } from '@portal/core';
import { demoAccount } from '@portal/core/demo';

/**
 * requirements §7 demo mode for the settings page's own route (the page's reads and its other writes are the
 * host's: GET /v2/me, setProperty, the e-mail change). The tips-and-tricks choice is kept in core's
 * shared in-memory demo account, so the host's /v2/me answer shows it on the next read; the reload of
 * the tab forgets it. Deleting the account is not answered (501). Only the demo build loads this module.
 */
export const settingsDemoAnswers = {
  setEmailSubscription: {
    route: 'POST /api/v2/user/:userId/setEmailSubscription',
    answer: (_params, body) => {
      const value = (body as { subscribedToTipsAndTricks?: unknown } | undefined)?.subscribedToTipsAndTricks;
      if (typeof value !== 'boolean') {
        return Response.json(
          { code: 'BAD_REQUEST', message: 'subscribedToTipsAndTricks is invalid', field: 'subscribedToTipsAndTricks' },
          { status: 400 },
        );
      }
      demoAccount.subscribedToTipsAndTricks = value;
      return { subscribedToTipsAndTricks: value };
    },
  },
} satisfies DemoAnswers;

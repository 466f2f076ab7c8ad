import type { DemoAnswers } from '@portal/core';
import { DEFAULT_PORTAL_CONSTANTS } from '@portal/core';

/**
 * The host's and core's calls in demo mode (SPEC §7: session, user info, ui mode, features), for demo
 * user 1000000 (SPEC §9). The login state lives in sessionStorage, so a reload keeps the demo user
 * signed in and closing the tab signs out; any e-mail and password sign in as the demo user.
 */
export const DEMO_USER_ID = String(DEFAULT_PORTAL_CONSTANTS.demoUserId);
const SIGNED_IN_KEY = 'portal.demo.signedIn';
const HOUR_S = 3600;

const signedIn = () => sessionStorage.getItem(SIGNED_IN_KEY) === '1';
const status = () => ({ hasRefreshToken: false, expiresAt: signedIn() ? Math.floor(Date.now() / 1000) + HOUR_S : null });

/** Writes act on this in-memory copy; the reload of the page forgets them (the banner says so). */
const user = { uiMode: 'B2C' as 'B2C' | 'B2B', language: 'fi' };

export function isDemoUserSignedIn(): boolean {
  return signedIn();
}

export function signInDemoUser(): void {
  sessionStorage.setItem(SIGNED_IN_KEY, '1');
}

export const hostDemoAnswers = {
  login: { route: 'POST /api/auth/v1/login', answer: () => (signInDemoUser(), status()) },
  logout: { route: 'POST /api/auth/v1/logout', answer: () => (sessionStorage.removeItem(SIGNED_IN_KEY), {}) },
  sessionStatus: { route: 'POST /api/auth/v1/session-status', answer: () => status() },
  refreshSession: { route: 'POST /api/auth/v1/refresh-session', answer: () => status() },
  userInfo: {
    route: 'GET /api/v2/me',
    answer: () =>
      signedIn()
        ? {
            priwattiUserId: DEMO_USER_ID,
            email: 'demo@portal.example',
            firstName: 'Demo',
            lastName: 'Asiakas',
            // The real /v2/me's contact fields (core's me contract), which the customer-info page's contact card reads.
            name: 'Demo Asiakas',
            phone: '+358401234567',
            // A private customer has no groups ('users' is the admin group: it would open the admin menu).
            loginInfo: { username: 'demo@portal.example', priwattiId: DEMO_USER_ID, groups: [] },
            customerCodes: [],
          }
        : Response.json({ code: 'UNAUTHORIZED', message: 'Not signed in (demo)' }, { status: 401 }),
  },
  features: { route: 'GET /api/v1/features', answer: () => ({ flags: {} }) },
  uiMode: { route: 'GET /api/v2/user/:userId/ui', answer: () => ({ uiMode: user.uiMode }) },
  setProperty: {
    route: 'POST /api/v2/user/:userId/setProperty',
    answer: (_params, body) => {
      const values = (body ?? {}) as { uiMode?: unknown; language?: unknown };
      if (values.uiMode === 'B2C' || values.uiMode === 'B2B') user.uiMode = values.uiMode;
      if (typeof values.language === 'string') user.language = values.language;
      return { ok: true };
    },
  },
} satisfies DemoAnswers;

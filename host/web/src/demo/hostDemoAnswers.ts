import type { DemoAnswers } from '@portal/core';
import { DEFAULT_PORTAL_CONSTANTS } from '@portal/core';
import { demoAccount } from '@portal/core/demo';

/**
 * The host's and core's calls in demo mode (requirements §7: session, user info, ui mode, features), for demo
 * user 1000000 (requirements §9). The login state lives in sessionStorage, so a reload keeps the demo user
 * signed in and closing the tab signs out; any e-mail and password sign in as the demo user.
 */
export const DEMO_USER_ID = String(DEFAULT_PORTAL_CONSTANTS.demoUserId);
const SIGNED_IN_KEY = 'portal.demo.signedIn';
const HOUR_S = 3600;

const signedIn = () => sessionStorage.getItem(SIGNED_IN_KEY) === '1';
const status = () => ({ hasRefreshToken: false, expiresAt: signedIn() ? Math.floor(Date.now() / 1000) + HOUR_S : null });

/** The company whose portal the demo build is: the demo user's customerships are at it. */
export interface DemoCompany {
  readonly code: string;
  readonly displayName: string;
}

/** Minutes a pending e-mail change waits for its code (the banner's demo accepts any six digits). */
const EMAIL_CODE_MINUTES = 30;
/** The address waiting for its confirmation code; the account's e-mail changes on confirm. */
let pendingEmail: string | null = null;

const badRequest = (field: string) => Response.json({ code: 'BAD_REQUEST', message: `${field} is invalid`, field }, { status: 400 });

export function isDemoUserSignedIn(): boolean {
  return signedIn();
}

export function signInDemoUser(): void {
  sessionStorage.setItem(SIGNED_IN_KEY, '1');
}

/**
 * The host's answers for one company's demo build. The demo user is both a private and a business
 * customer there (requirements §6), so the header's B2C/B2B switch shows and the B2B pages can be tried; the
 * stored mode starts as B2C. Writes act on core's in-memory demoAccount (the reload forgets them).
 */
export function createHostDemoAnswers(company: DemoCompany) {
  const customership = (customerCode: string, customerType: 'B2C' | 'B2B') => ({
    companyName: company.displayName,
    company: company.code,
    customerCode,
    customerType,
  });
  const customerCodes = [customership('DEMO-C1', 'B2C'), customership('DEMO-B1', 'B2B'), customership('DEMO-B2', 'B2B')];
  return {
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
              email: demoAccount.email,
              firstName: 'Demo',
              lastName: 'Asiakas',
              // The real /v2/me's contact fields (core's me contract), which the customer-info page's contact card reads.
              name: 'Demo Asiakas',
              phone: '+358401234567',
              // No groups ('users' is the admin group: it would open the admin menu).
              loginInfo: { username: demoAccount.email, priwattiId: DEMO_USER_ID, groups: [] },
              customerCodes,
              unreadMessages: 0,
              userVerified: true,
              graphMode: demoAccount.graphMode,
              subscribedToTipsAndTricks: demoAccount.subscribedToTipsAndTricks,
            }
          : Response.json({ code: 'UNAUTHORIZED', message: 'Not signed in (demo)' }, { status: 401 }),
    },
    features: { route: 'GET /api/v1/features', answer: () => ({ flags: {} }) },
    uiMode: { route: 'GET /api/v2/user/:userId/ui', answer: () => ({ uiMode: demoAccount.uiMode }) },
    setProperty: {
      route: 'POST /api/v2/user/:userId/setProperty',
      answer: (_params, body) => {
        const values = (body ?? {}) as { uiMode?: unknown; language?: unknown; graphMode?: unknown };
        if (values.uiMode === 'B2C' || values.uiMode === 'B2B') demoAccount.uiMode = values.uiMode;
        if (typeof values.language === 'string') demoAccount.language = values.language;
        if (values.graphMode === 'AUTOSCALE' || values.graphMode === 'FROM_ZERO') demoAccount.graphMode = values.graphMode;
        return { ok: true };
      },
    },
    // The settings page's e-mail change: no mail leaves the demo, so any six-digit code confirms it.
    changeEmailAddress: {
      route: 'POST /api/v2/user/:userId/changeEmailAddress',
      answer: (_params, body) => {
        const newEmail = (body as { newEmail?: unknown } | undefined)?.newEmail;
        if (typeof newEmail !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(newEmail.trim())) return badRequest('newEmail');
        pendingEmail = newEmail.trim().toLowerCase();
        return { pendingEmail, expiresAt: new Date(Date.now() + EMAIL_CODE_MINUTES * 60_000).toISOString() };
      },
    },
    confirmEmailAddress: {
      route: 'POST /api/v2/user/:userId/changeEmailAddress/confirm',
      answer: (_params, body) => {
        const code = (body as { code?: unknown } | undefined)?.code;
        if (typeof code !== 'string' || !/^[0-9]{6}$/.test(code)) return badRequest('code');
        if (!pendingEmail) return badRequest('code');
        demoAccount.email = pendingEmail;
        pendingEmail = null;
        return { email: demoAccount.email };
      },
    },
  } satisfies DemoAnswers;
}

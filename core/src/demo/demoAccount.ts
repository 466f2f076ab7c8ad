import type { GraphMode } from '../shared/userEnumerations';

/**
 * The demo user's account properties (requirements §7 demo mode, user 1000000): GET /api/v2/me reports them
 * (the host's demo answers) and answers of several owners change them — the host's setProperty and
 * e-mail change, the settings plugin's setEmailSubscription. One shared in-memory copy, so a change
 * shows on the next /v2/me read whoever made it; a reload of the tab forgets it (the banner says so).
 */
export interface DemoAccount {
  email: string;
  graphMode: GraphMode;
  subscribedToTipsAndTricks: boolean;
  language: string;
  uiMode: 'B2C' | 'B2B';
}

export const DEMO_ACCOUNT_DEFAULTS: Readonly<DemoAccount> = {
  email: 'demo@portal.example',
  graphMode: 'AUTOSCALE',
  subscribedToTipsAndTricks: false,
  language: 'fi',
  uiMode: 'B2C',
};

export const demoAccount: DemoAccount = { ...DEMO_ACCOUNT_DEFAULTS };

/** Back to the defaults (tests). */
export function resetDemoAccount(): void {
  Object.assign(demoAccount, DEMO_ACCOUNT_DEFAULTS);
}

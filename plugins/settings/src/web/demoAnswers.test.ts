import { demoAccount, resetDemoAccount } from '@portal/core/demo';
import { afterEach, describe, expect, it } from 'vitest';
import { emailSubscriptionResponseSchema } from '../contract/settings';
import { settingsDemoAnswers } from './demoAnswers';

describe('settings demo answers', () => {
  afterEach(() => resetDemoAccount());

  it('keep the tips-and-tricks choice in the shared demo account (which /v2/me reports)', () => {
    const saved = emailSubscriptionResponseSchema.parse(
      settingsDemoAnswers.setEmailSubscription.answer({ userId: '1000000' }, { subscribedToTipsAndTricks: true }),
    );
    expect(saved.subscribedToTipsAndTricks).toBe(true);
    expect(demoAccount.subscribedToTipsAndTricks).toBe(true);
  });

  it('answer 400 naming the field for a body without the boolean, and change nothing', () => {
    const refused = settingsDemoAnswers.setEmailSubscription.answer({ userId: '1000000' }, { subscribedToTipsAndTricks: 'yes' }) as Response;
    expect(refused.status).toBe(400);
    expect(demoAccount.subscribedToTipsAndTricks).toBe(false);
  });
});

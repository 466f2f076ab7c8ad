import { meResponseSchema, userUiResponseSchema } from '@portal/core/server';
import { demoAccount, demoAnswerFunction, resetDemoAccount } from '@portal/core/demo';
import { settingsMeSchema } from '@portal/plugin-settings/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createHostDemoAnswers, signInDemoUser } from './hostDemoAnswers';

const answers = createHostDemoAnswers({ code: 'VARE', displayName: 'Vaasan Sähkö' });
const call = (name: keyof typeof answers, body?: unknown) => demoAnswerFunction(answers[name])({ userId: '1000000' }, body);

describe('host demo answers', () => {
  afterEach(() => {
    resetDemoAccount();
    sessionStorage.clear();
  });

  it("answer /v2/me in core's full shape, which the settings page reads, with both kinds of customership at the company", () => {
    signInDemoUser();
    const me = meResponseSchema.parse(call('userInfo'));
    expect(me.customerCodes.map((c) => [c.company, c.customerType])).toEqual([
      ['VARE', 'B2C'],
      ['VARE', 'B2B'],
      ['VARE', 'B2B'],
    ]);
    expect(settingsMeSchema.parse(me).graphMode).toBe('AUTOSCALE');
  });

  it('keep setProperty writes (ui mode, graph mode) for the next reads', () => {
    signInDemoUser();
    call('setProperty', { uiMode: 'B2B', graphMode: 'FROM_ZERO' });
    expect(userUiResponseSchema.parse(call('uiMode')).uiMode).toBe('B2B');
    expect(meResponseSchema.parse(call('userInfo')).graphMode).toBe('FROM_ZERO');
  });

  it('change the e-mail with any six-digit code after a change request, 400 otherwise', async () => {
    signInDemoUser();
    expect(((await call('confirmEmailAddress', { code: '123456' })) as Response).status).toBe(400);
    expect((call('changeEmailAddress', { newEmail: 'uusi', password: 'x' }) as Response).status).toBe(400);
    expect(call('changeEmailAddress', { newEmail: 'Uusi@Example.com', password: 'x' })).toMatchObject({ pendingEmail: 'uusi@example.com' });
    expect((call('confirmEmailAddress', { code: '12' }) as Response).status).toBe(400);
    expect(call('confirmEmailAddress', { code: '123456' })).toEqual({ email: 'uusi@example.com' });
    expect(demoAccount.email).toBe('uusi@example.com');
    expect(meResponseSchema.parse(call('userInfo')).email).toBe('uusi@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { contractsResponseSchema, followUpOffersResponseSchema, greenPowerResponseSchema, switchGuardResponseSchema } from '../contract';
import { contractsDemoAnswers as answers } from './demoAnswers';

describe('contracts demo answers', () => {
  it('have the shapes of the real answers', () => {
    const home = { userId: '1000000', locationIdentifier: 'DEMO-HOME' };
    expect(contractsResponseSchema.parse(answers.contracts.answer(home)).contracts).toHaveLength(1);
    expect(contractsResponseSchema.parse(answers.contracts.answer({ ...home, locationIdentifier: 'DEMO-HEAT' })).contracts[0]?.contractType).toBe(
      'DISTRICT_HEATING',
    );
    expect(switchGuardResponseSchema.safeParse(answers.switchGuard.answer(home)).success).toBe(true);
    expect(followUpOffersResponseSchema.safeParse(answers.followUpOffers.answer(home)).success).toBe(true);
  });

  it('answers a foreign place as not found and keeps a green power switch in memory', () => {
    expect(answers.contracts.answer({ locationIdentifier: 'OTHER' })).toBeUndefined();
    expect(answers.switchGuard.answer({ locationIdentifier: 'OTHER' })).toBeUndefined();
    const switched = greenPowerResponseSchema.parse(answers.greenPower.answer({ locationIdentifier: 'DEMO-HOME' }, { on: true }));
    expect(switched.greenPower.greenPowerOn).toBe(true);
    expect(answers.contracts.answer({ locationIdentifier: 'DEMO-HOME' })?.contracts[0]?.greenPower?.greenPowerOn).toBe(true);
  });
});

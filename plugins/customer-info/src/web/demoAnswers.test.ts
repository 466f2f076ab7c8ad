import { describe, expect, it } from 'vitest';
import { customershipSchema, customershipsResponseSchema, newContractInfoResponseSchema, userContractsResponseSchema } from '../contract';
import { customerInfoDemoAnswers as demo } from './demoAnswers';

const USER = { userId: '1000000' };

describe('customer info demo answers', () => {
  it('have the shapes of the real answers for the demo user', () => {
    const { customerships } = customershipsResponseSchema.parse(demo.userInfo.answer());
    // This company's customership first and the only editable one.
    expect(customerships.map((item) => item.editable)).toEqual([true, false]);
    expect(userContractsResponseSchema.parse(demo.userContracts.answer()).contracts.map((item) => item.locationIdentifier)).toEqual([
      'DEMO-HOME',
      'DEMO-HEAT',
    ]);
    expect(newContractInfoResponseSchema.parse(demo.newContractInfo.answer()).hasNewContracts).toBe(false);
  });

  it("keeps a saved change, refuses a bad one with 400 naming the field, and answers another company's as not found", async () => {
    const saved = customershipSchema.parse(
      demo.updateCustomership.answer({ ...USER, customerCode: 'DEMO-1' }, { phone: '040 765 4321', city: null }),
    );
    expect(saved.phone).toBe('+358407654321');
    expect(saved.address).toEqual({ streetAddress: 'Esimerkkikatu 1', postalCode: '65100', city: null });
    const refused = demo.updateCustomership.answer({ ...USER, customerCode: 'DEMO-1' }, { postalCode: '651' });
    expect((refused as Response).status).toBe(400);
    expect(((await (refused as Response).json()) as { error: { field: string } }).error.field).toBe('body.postalCode');
    expect(customershipsResponseSchema.parse(demo.userInfo.answer()).customerships[0]?.address.postalCode).toBe('65100');
    expect(demo.updateCustomership.answer({ ...USER, customerCode: 'DEMO-OLD-7' }, { city: 'Turku' })).toBeUndefined();
  });
});

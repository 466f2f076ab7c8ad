import { describe, expect, it } from 'vitest';
import { currentResponseSchema, eligibleResponseSchema, viewLogResponseSchema, visibilityResponseSchema } from '../contract/representation';
import { representationDemoAnswers as answers } from './demoAnswers';

const user = { userId: '1000000' };

describe('representation demo answers', () => {
  it('answer the eligible places with the demo places', () => {
    const { places } = eligibleResponseSchema.parse(answers.eligible.answer());
    expect(places.map((p) => p.locationIdentifier)).toEqual(['DEMO-HOME', 'DEMO-HEAT']);
  });

  it('answer the rights given and received, the view log and who sees the places', () => {
    const current = currentResponseSchema.parse(answers.current.answer());
    expect(current.given.map((g) => g.counterpartName)).toEqual(['Maija Esimerkki']);
    expect(current.received.map((r) => r.grantorId)).toEqual(['1000001']);
    expect(viewLogResponseSchema.parse(answers.views.answer()).views[0]?.kind).toBe('consumption');
    expect(visibilityResponseSchema.parse(answers.visibility.answer()).viewers.map((v) => v.relation)).toEqual(['representative']);
  });

  it('grant, renew and remove on the in-memory copy; a bad e-mail is 400 and changes nothing', () => {
    expect((answers.create.answer(user, { email: 'nope', locationIdentifiers: ['DEMO-HOME'] }) as Response).status).toBe(400);
    expect((answers.create.answer(user, { email: 'a@b.fi', locationIdentifiers: ['FOREIGN'] }) as Response).status).toBe(400);
    expect(currentResponseSchema.parse(answers.current.answer()).given).toHaveLength(1);

    const created = currentResponseSchema.parse(answers.create.answer(user, { email: 'Uusi@Example.com', locationIdentifiers: ['DEMO-HEAT'] }));
    const grant = created.given.find((g) => g.counterpartEmail === 'uusi@example.com');
    expect(grant?.status).toBe('pending');
    expect(grant?.places.map((p) => p.locationIdentifier)).toEqual(['DEMO-HEAT']);

    const renewed = currentResponseSchema.parse(answers.renew.answer(user, { representationId: 'demo-rep-1' }));
    expect(renewed.given[0]!.expiresOn > created.given[0]!.expiresOn).toBe(true);

    const removed = currentResponseSchema.parse(answers.remove.answer(user, { representationId: grant?.id }));
    expect(removed.given).toHaveLength(1);
    expect(answers.remove.answer(user, { representationId: 'demo-rep-2' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  createUserResponseSchema,
  eligibleLocationsResponseSchema,
  existingUsersResponseSchema,
  myCompaniesResponseSchema,
  okResponseSchema,
  userSettingsResponseSchema,
} from '../contract/userManagement';
import { userManagementDemoAnswers as answers } from './demoAnswers';

const company = { companyReferenceId: 'DEMO-B1', userId: '1000000' };
const sub = '1000010';

describe('user management demo answers', () => {
  it('answer the companies the demo user manages', () => {
    const { companies } = myCompaniesResponseSchema.parse(answers.companies.answer());
    expect(companies.map((c) => [c.customerCode, c.role])).toEqual([
      ['DEMO-B1', 'main'],
      ['DEMO-B2', 'main'],
    ]);
  });

  it('answer the users and invitations, 404 for a foreign company', () => {
    const existing = existingUsersResponseSchema.parse(answers.existingUsers.answer(company));
    expect(existing.users.map((u) => u.role)).toEqual(['main', 'sub']);
    expect(existing.invitations.map((i) => i.email)).toEqual(['talous@esimerkki.example']);
    expect(answers.existingUsers.answer({ ...company, companyReferenceId: 'OTHER' })).toBeUndefined();
  });

  it("answer a sub-user's settings and the places they do not have yet", () => {
    const settings = userSettingsResponseSchema.parse(answers.settings.answer({ ...company, subUserId: sub }));
    expect(settings.locations.map((l) => l.locationIdentifier)).toEqual(['DEMO-B1-002']);
    const eligible = eligibleLocationsResponseSchema.parse(answers.eligibleLocations.answer({ ...company, subUserId: sub }));
    expect(eligible.locations.map((l) => l.locationIdentifier)).toEqual(['DEMO-B1-001', 'DEMO-B1-003', 'DEMO-B1-004']);
    expect(answers.settings.answer({ ...company, subUserId: '999' })).toBeUndefined();
  });

  it('invite, grant and remove on the in-memory copy; bad input is 400', () => {
    expect(createUserResponseSchema.parse(answers.create.answer(company, { email: 'Uusi@Esimerkki.example' })).outcome).toBe('invited');
    expect(existingUsersResponseSchema.parse(answers.existingUsers.answer(company)).invitations).toHaveLength(2);
    expect((answers.create.answer(company, { email: 'x' }) as Response).status).toBe(400);

    const granted = userSettingsResponseSchema.parse(
      answers.updateAccessRights.answer(company, {
        subUserId: sub,
        locations: [{ locationIdentifier: 'DEMO-B1-001', accessRight: 'READ_ONLY' }],
        expiresOn: '2027-01-31',
      }),
    );
    expect(granted.locations.find((l) => l.locationIdentifier === 'DEMO-B1-001')).toMatchObject({
      accessRight: 'READ_ONLY',
      expiresOn: '2027-01-31',
    });
    expect((answers.updateAccessRights.answer(company, { subUserId: sub }) as Response).status).toBe(400);

    okResponseSchema.parse(answers.removeLocation.answer(company, { subUserId: sub, locationIdentifier: 'DEMO-B1-001' }));
    expect(answers.removeLocation.answer(company, { subUserId: sub, locationIdentifier: 'DEMO-B1-001' })).toBeUndefined();
    okResponseSchema.parse(answers.removeLabel.answer(company, { subUserId: sub, label: 'Myymälä' }));
    okResponseSchema.parse(answers.removeAllLocations.answer(company, { subUserId: sub }));
    expect(userSettingsResponseSchema.parse(answers.settings.answer({ ...company, subUserId: sub })).locations).toEqual([]);
    okResponseSchema.parse(answers.removeUser.answer(company, { subUserId: sub }));
    expect(existingUsersResponseSchema.parse(answers.existingUsers.answer(company)).users).toHaveLength(1);
  });
});

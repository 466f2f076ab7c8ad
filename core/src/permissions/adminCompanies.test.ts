import { adminCompaniesOf } from './adminCompanies';

describe('adminCompaniesOf', () => {
  it('gives a superuser every company and an origin group its own company only', () => {
    expect(adminCompaniesOf(['superusers'])).toEqual(['VARE', 'SV', 'KUO']);
    expect(adminCompaniesOf(['users', 'origin-KUO'])).toEqual(['KUO']);
    expect(adminCompaniesOf(['users', 'developers'])).toEqual([]);
  });

  it('lets a deny in any of the groups win over the others', () => {
    const policy = { superusers: { allow: ['admin.company.VARE', 'admin.company.SV'] }, restricted: { deny: ['admin.company.SV'] } } as const;
    expect(adminCompaniesOf(['superusers', 'restricted'], policy)).toEqual(['VARE']);
  });
});

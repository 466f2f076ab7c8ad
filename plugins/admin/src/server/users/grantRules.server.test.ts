import { describe, expect, it } from 'vitest';
import { companiesOfPerson, companiesOutOfReach, originOfGroup } from './grantRules';

describe('company reach', () => {
  it('counts customerships and the companies a person administers', () => {
    expect(companiesOfPerson(['VARE'], [])).toEqual(['VARE']);
    expect(companiesOfPerson([], ['origin-KUO', 'users'])).toEqual(['KUO']);
    expect(companiesOfPerson(['KUO'], ['superusers'])).toEqual(['KUO', 'SV', 'VARE']);
    expect(companiesOfPerson([], ['developers'])).toEqual([]);
  });

  it('leaves out of reach every company the admin does not administer', () => {
    expect(companiesOutOfReach(['origin-KUO'], ['VARE', 'KUO'])).toEqual(['VARE']);
    expect(companiesOutOfReach(['superusers'], ['VARE', 'KUO', 'SV'])).toEqual([]);
    expect(companiesOutOfReach(['developers'], [])).toEqual([]);
  });

  it('reads the origin of an origin group only', () => {
    expect([originOfGroup('origin-SV'), originOfGroup('users'), originOfGroup('origin-XX')]).toEqual(['SV', null, null]);
  });
});

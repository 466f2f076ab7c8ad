import { mayGrant } from './mayGrant';
import { DEFAULT_PERMISSION_POLICY, type PermissionPolicy } from './policy';

describe('mayGrant (no privilege escalation)', () => {
  it('lets a superuser grant superusers and every origin, and an origin admin only its own origin', () => {
    expect(mayGrant(['superusers'], 'superusers')).toBe(true);
    expect(['origin-VARE', 'origin-SV', 'origin-KUO'].map((g) => mayGrant(['superusers'], g))).toEqual([true, true, true]);
    expect(['origin-VARE', 'origin-SV', 'origin-KUO'].map((g) => mayGrant(['origin-KUO', 'accessRights'], g))).toEqual([false, false, true]);
    expect(mayGrant(['origin-KUO', 'accessRights'], 'superusers')).toBe(false);
  });

  it('never lets anyone but a superuser grant superusers, even with every origin group', () => {
    expect(mayGrant(['origin-VARE', 'origin-SV', 'origin-KUO', 'accessRights'], 'superusers')).toBe(false);
  });

  it('grants a function group only to someone with all its permissions', () => {
    expect(mayGrant(['users', 'accessRights', 'origin-KUO'], 'users')).toBe(true);
    // developers allow developer tools, messaging and more, which a user admin does not have.
    expect(mayGrant(['users', 'accessRights', 'superusers'], 'developers')).toBe(false);
    expect(mayGrant(['developers'], 'developers')).toBe(true);
    expect(mayGrant(['developers'], 'users')).toBe(false);
    expect(mayGrant(['superusers'], 'no-such-group')).toBe(false);
  });

  it('lets a deny win: a denied permission cannot be granted on', () => {
    const policy: PermissionPolicy = { ...DEFAULT_PERMISSION_POLICY, restricted: { deny: ['admin.company.KUO'] } };
    expect(mayGrant(['superusers'], 'origin-KUO', policy)).toBe(true);
    expect(mayGrant(['superusers', 'restricted'], 'origin-KUO', policy)).toBe(false);
    expect(mayGrant(['superusers', 'restricted'], 'origin-SV', policy)).toBe(true);
  });
});

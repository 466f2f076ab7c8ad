/**
 * The parts of GET /api/v2/me the shell needs: who is logged in and their groups (SPEC §3 user
 * "login info (username, priwattiId, groups)"). The rest of the user belongs to plugins.
 */
export interface LoggedInUser {
  readonly userId?: string;
  readonly groups: readonly string[];
}

export const ME_PATH = '/api/v2/me';

export function loggedInUserFrom(body: unknown): LoggedInUser {
  const record = isRecord(body) ? body : {};
  const loginInfo = isRecord(record.loginInfo) ? record.loginInfo : {};
  const groups = stringList(loginInfo.groups) ?? stringList(record.groups) ?? [];
  const id = record.priwattiUserId ?? loginInfo.priwattiId;
  return { groups, ...(typeof id === 'string' || typeof id === 'number' ? { userId: String(id) } : {}) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

import type { UiMode } from '@portal/core';

/** One customership of the user: at which company, and as a private (B2C) or business (B2B) customer. */
export interface Customership {
  readonly company: string;
  readonly customerType: UiMode;
}

/**
 * The parts of GET /api/v2/me the shell needs: who is logged in, their groups (requirements §3 user
 * "login info (username, priwattiId, groups)") and their customerships (the mode switch). The rest of
 * the user belongs to plugins.
 */
export interface LoggedInUser {
  readonly userId?: string;
  readonly groups: readonly string[];
  readonly customerships: readonly Customership[];
}

export const ME_PATH = '/api/v2/me';

export function loggedInUserFrom(body: unknown): LoggedInUser {
  const record = isRecord(body) ? body : {};
  const loginInfo = isRecord(record.loginInfo) ? record.loginInfo : {};
  const groups = stringList(loginInfo.groups) ?? stringList(record.groups) ?? [];
  const id = record.priwattiUserId ?? loginInfo.priwattiId;
  const codes = Array.isArray(record.customerCodes) ? (record.customerCodes as unknown[]) : [];
  // A customership without a company or a known type cannot decide a mode; it is left out.
  const customerships = codes.filter((code): code is Customership => isRecord(code) && typeof code.company === 'string' && isMode(code.customerType));
  return { groups, customerships, ...(typeof id === 'string' || typeof id === 'number' ? { userId: String(id) } : {}) };
}

function isMode(value: unknown): value is UiMode {
  return value === 'B2C' || value === 'B2B';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

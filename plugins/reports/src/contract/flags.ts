import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the reports plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const REPORTS_FLAGS = defineFlags({
  reports: { default: false, description: 'Usage reports: listing and downloading reports.' },
});

export type ReportsFlag = FlagKeyOf<typeof REPORTS_FLAGS>;

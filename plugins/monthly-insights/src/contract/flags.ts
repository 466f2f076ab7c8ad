import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the monthly-insights plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const MONTHLY_INSIGHTS_FLAGS = defineFlags({
  monthlyInsights: { default: false, description: "Monthly insights: the month's story of consumption, costs and tips." },
});

export type MonthlyInsightsFlag = FlagKeyOf<typeof MONTHLY_INSIGHTS_FLAGS>;

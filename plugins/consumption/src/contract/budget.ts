import { z } from 'zod';
import { vatModeSchema } from './common';

/** A budget counts energy or money (money needs flag consumptionInEuros). */
export const budgetUnitSchema = z.enum(['kWh', 'EUR']);
export type BudgetUnit = z.infer<typeof budgetUnitSchema>;

export const budgetQuerySchema = z.object({ vat: vatModeSchema.default('VAT_24') });

/**
 * requirements §3 location content `budget`: the user's standing monthly budget for the place and how the
 * current local month is going. forecastForMonth extrapolates the month's average day so far over
 * the whole month; null before the first day with data.
 */
export const budgetResponseSchema = z.object({
  locationIdentifier: z.string(),
  active: z.boolean(),
  /** In `unit`; null when no budget was ever set. */
  budget: z.number().nullable(),
  unit: budgetUnitSchema,
  /** The current local month, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  consumptionForMonth: z.number().nullable(),
  forecastForMonth: z.number().nullable(),
  /** False when the month so far has missing intervals (consumption is then a lower bound). */
  complete: z.boolean(),
  vat: vatModeSchema,
});
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;

/** requirements §3 request body "consumption budget setting". Needs FULL_ACCESS and the place's consumptionBudget feature writable. */
export const setConsumptionBudgetBodySchema = z.object({
  active: z.boolean(),
  budget: z.number().positive().max(10_000_000).multipleOf(0.01),
  unit: budgetUnitSchema.default('kWh'),
});
export type SetConsumptionBudgetBodyInput = z.input<typeof setConsumptionBudgetBodySchema>;
export type SetConsumptionBudgetBody = z.output<typeof setConsumptionBudgetBodySchema>;

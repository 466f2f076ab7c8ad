/** The contract's upper bound for a monthly budget. */
export const BUDGET_MAX = 10_000_000;

export type BudgetAmountError = 'required' | 'notNumber' | 'notPositive' | 'tooManyDecimals' | 'tooLarge';

/**
 * A budget typed the Finnish way: `450`, `450,50`, `1 200,5` (spaces as thousands separators, comma
 * or point as the decimal). Returns the amount or why it is not acceptable, mirroring the contract's
 * rules (positive, at most 2 decimals, at most BUDGET_MAX) so the user hears it before the server does.
 */
export function parseBudgetAmount(input: string): { readonly amount: number } | { readonly error: BudgetAmountError } {
  const compact = input.replace(/[\s\u00a0]/g, '');
  if (compact === '') return { error: 'required' };
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return { error: 'notNumber' };
  const amount = Number(compact.replace(',', '.'));
  if (!(amount > 0)) return { error: 'notPositive' };
  const decimals = compact.split(/[.,]/)[1]?.length ?? 0;
  if (decimals > 2) return { error: 'tooManyDecimals' };
  if (amount > BUDGET_MAX) return { error: 'tooLarge' };
  return { amount };
}

/**
 * 1 + VAT for a price delivered on `date`. Electricity energy has had its own rate (10 % in 12/2022 –
 * 4/2023), so it is looked up by category; everything else is 'general'. Rates come from the domain's
 * vat_rates table, never from code, because they change by law.
 */
export function vatRateSql(categoryExpression: string, dateParam: string): string {
  return `(select 1 + v.rate_percent / 100 from vat_rates v
            where v.category = ${categoryExpression}
              and v.valid_from <= ${dateParam}::date
              and (v.valid_until is null or v.valid_until > ${dateParam}::date)
            order by v.valid_from desc limit 1)`;
}

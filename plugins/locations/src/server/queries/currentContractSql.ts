/**
 * A lateral subquery picking a place's current contract on date `$dateParam`: the one in force that
 * started last. An energy contract is preferred over a pure network one, because the energy contract
 * is what the customer chose (name, price, green power); the network contract comes with the place.
 */
export function currentContractLateral(locationColumn: string, dateParam: string): string {
  return `left join lateral (
    select c.*
    from contracts c
    where c.location_identifier = ${locationColumn}
      and c.start_date <= ${dateParam}::date
      and (c.end_date is null or c.end_date >= ${dateParam}::date)
    order by (c.contract_type = 'NETWORK'), c.start_date desc, c.id
    limit 1
  ) cur on true`;
}

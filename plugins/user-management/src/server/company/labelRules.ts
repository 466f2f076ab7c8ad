import type { Queryable } from '@portal/core/server';

/**
 * Brings location_access in step with the label rules (all of them, or one user's): every place of the
 * rule's company carrying the label gets the rule's right (FULL_ACCESS wins when two rules meet), and a
 * label-made grant whose place no longer matches any rule goes. A grant the main user gave place by
 * place (or any owner/representative row) is left alone: the insert does nothing on an existing row.
 * Idempotent, so the minute job, a retry and the route may all run it.
 */
export async function syncLabelRules(tx: Queryable, userId: string | null = null): Promise<void> {
  const desired = `
    select r.user_id, l.location_identifier,
           case when bool_or(r.access_right = 'FULL_ACCESS') then 'FULL_ACCESS' else 'READ_ONLY' end as access_right
      from user_management_label_rules r
      join location_labels ll on ll.company = r.company and ll.label = r.label
      join locations l on l.location_identifier = ll.location_identifier and l.company = r.company and l.customer_code = r.customer_code
     where ($1::text is null or r.user_id = $1)
     group by r.user_id, l.location_identifier`;
  // Label-made grants that no rule wants any more.
  await tx.query(
    `with gone as (
       delete from user_management_label_grants g
        where ($1::text is null or g.user_id = $1)
          and not exists (select 1 from (${desired}) d where d.user_id = g.user_id and d.location_identifier = g.location_identifier)
        returning g.user_id, g.location_identifier)
     delete from location_access la using gone
      where la.user_id = gone.user_id and la.location_identifier = gone.location_identifier and la.relation = 'subUser'`,
    [userId],
  );
  // New matches: a place the user has no row for at all.
  await tx.query(
    `with added as (
       insert into location_access (user_id, location_identifier, relation, access_right)
       select d.user_id, d.location_identifier, 'subUser', d.access_right from (${desired}) d
       on conflict (user_id, location_identifier) do nothing
       returning user_id, location_identifier)
     insert into user_management_label_grants (user_id, location_identifier) select user_id, location_identifier from added
     on conflict do nothing`,
    [userId],
  );
  // A changed rule changes the right of the grants it made.
  await tx.query(
    `update location_access la set access_right = d.access_right
       from (${desired}) d, user_management_label_grants g
      where la.user_id = d.user_id and la.location_identifier = d.location_identifier
        and g.user_id = la.user_id and g.location_identifier = la.location_identifier
        and la.relation = 'subUser' and la.access_right <> d.access_right`,
    [userId],
  );
}

/** Adds or changes a sub-user's label rules; the caller runs syncLabelRules after. */
export async function saveLabelRules(
  tx: Queryable,
  ref: { company: string; customerCode: string },
  subUserId: string,
  rules: readonly { label: string; accessRight: string }[],
  expiresOn: string | null,
): Promise<void> {
  for (const rule of rules) {
    await tx.query(
      `insert into user_management_label_rules (company, customer_code, user_id, label, access_right, expires_on)
       values ($1, $2, $3, $4, $5, $6::date)
       on conflict (company, customer_code, user_id, label) do update set access_right = excluded.access_right, expires_on = excluded.expires_on`,
      [ref.company, ref.customerCode, subUserId, rule.label, rule.accessRight, expiresOn],
    );
  }
}

/** Removes label rules of the sub-user at this company (one label, or all); the caller runs syncLabelRules after. */
export async function deleteLabelRules(
  tx: Queryable,
  ref: { company: string; customerCode: string },
  subUserId: string,
  label: string | null,
): Promise<number> {
  const { rows } = await tx.query(
    `delete from user_management_label_rules where company = $1 and customer_code = $2 and user_id = $3 and ($4::text is null or label = $4)
     returning label`,
    [ref.company, ref.customerCode, subUserId, label],
  );
  return rows.length;
}

export async function labelRulesOf(db: Queryable, ref: { company: string; customerCode: string }, subUserId: string) {
  const { rows } = await db.query<{ label: string; access_right: 'READ_ONLY' | 'FULL_ACCESS'; expires_on: string | null }>(
    `select label, access_right, to_char(expires_on, 'YYYY-MM-DD') as expires_on from user_management_label_rules
      where company = $1 and customer_code = $2 and user_id = $3 order by label`,
    [ref.company, ref.customerCode, subUserId],
  );
  return rows.map((row) => ({ label: row.label, accessRight: row.access_right, expiresOn: row.expires_on }));
}

/** The labels on the company's places, for the "by label" choice. */
export async function companyLabels(db: Queryable, ref: { company: string; customerCode: string }): Promise<string[]> {
  const { rows } = await db.query<{ label: string }>(
    `select distinct ll.label from location_labels ll join locations l using (location_identifier)
      where l.company = $1 and l.customer_code = $2 order by 1`,
    [ref.company, ref.customerCode],
  );
  return rows.map((row) => row.label);
}

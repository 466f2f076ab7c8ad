/** The audit page's filter form as typed (dates as YYYY-MM-DD Helsinki days, from the date picker). */
export interface AuditFilterInput {
  readonly actor: string;
  readonly target: string;
  readonly action: string;
  readonly from: string;
  readonly to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterInput = { actor: '', target: '', action: '', from: '', to: '' };

/** The query of GET /admin/audit/v1: the filled filters and the page. */
export function auditQueryOf(filter: AuditFilterInput, page: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['actor', 'target', 'action', 'from', 'to'] as const) {
    const value = filter[key].trim();
    if (value) query[key] = value;
  }
  if (page > 1) query.page = String(page);
  return query;
}

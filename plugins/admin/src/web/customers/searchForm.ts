/** The search form's values as typed, and what the server gets from them. */
export interface SearchInput {
  readonly email: string;
  readonly customerCode: string;
  readonly ssn: string;
}

export type SearchField = keyof SearchInput;

export const EMPTY_SEARCH: SearchInput = { email: '', customerCode: '', ssn: '' };

/** Field → translation key of its problem; empty when the form may be sent. */
export function searchProblems(input: SearchInput): Partial<Record<SearchField, string>> {
  const email = input.email.trim();
  const customerCode = input.customerCode.trim();
  const ssn = input.ssn.trim();
  if (!email && !customerCode && !ssn) return { email: 'customers.search.needCriterion' };
  const problems: Partial<Record<SearchField, string>> = {};
  if (customerCode && !/^[0-9]{1,20}$/.test(customerCode)) problems.customerCode = 'customers.search.badCustomerCode';
  if (ssn && !/^[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y]$/i.test(ssn)) problems.ssn = 'customers.search.badSsn';
  return problems;
}

/** The query of GET /admin/users/v1/search: the criteria given, and the company unless ALL. */
export function searchQuery(input: SearchInput, company: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (input.email.trim()) query.email = input.email.trim();
  if (input.customerCode.trim()) query.customerCode = input.customerCode.trim();
  if (input.ssn.trim()) query.ssn = input.ssn.trim().toUpperCase();
  if (company !== 'ALL') query.origin = company;
  return query;
}

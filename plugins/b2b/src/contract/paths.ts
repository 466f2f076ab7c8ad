/**
 * The plugin's API paths (requirements §7 B2B), all under /api:
 *
 *   GET  /v2/b2b/servicelocation/user/:id/companies   (the caller's business customers; not in requirements §7)
 *   GET  /v2/b2b/company/:companyReferenceId/servicelocation/user/:id/listSummary?page=&sort=&direction=&search=&label=
 *   GET  /v2/b2b/company/:companyReferenceId/servicelocation/user/:id/listSearch?q=
 *   POST /v2/b2b/company/:companyReferenceId/servicelocation/user/:id/setContentOrder
 *   POST /v2/b2b/company/:companyReferenceId/servicelocation/user/:id/csv
 *   PUT  /v2/b2b/company/:companyReferenceId/servicelocation/user/:id/location/:compositeLocationIdentifier/addLabels
 *   PUT  /v2/b2b/company/:companyReferenceId/servicelocation/user/:id/location/:compositeLocationIdentifier/removeLabels
 *
 * `:id` is always the caller's own user id; `:companyReferenceId` a business customer's customer code
 * the caller reaches (else 404); a B2C-only caller gets 403 from every one.
 */
const enc = encodeURIComponent;

const listBase = (company: string, userId: string) => `/api/v2/b2b/company/${enc(company)}/servicelocation/user/${enc(userId)}`;

export const B2B_API = {
  companies: (userId: string) => `/api/v2/b2b/servicelocation/user/${enc(userId)}/companies`,
  listSummary: (company: string, userId: string) => `${listBase(company, userId)}/listSummary`,
  listSearch: (company: string, userId: string) => `${listBase(company, userId)}/listSearch`,
  setContentOrder: (company: string, userId: string) => `${listBase(company, userId)}/setContentOrder`,
  csv: (company: string, userId: string) => `${listBase(company, userId)}/csv`,
  addLabels: (company: string, userId: string, place: string) => `${listBase(company, userId)}/location/${enc(place)}/addLabels`,
  removeLabels: (company: string, userId: string, place: string) => `${listBase(company, userId)}/location/${enc(place)}/removeLabels`,
};

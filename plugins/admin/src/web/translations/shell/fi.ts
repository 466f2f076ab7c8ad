/** The admin shell's texts (company selector), shared by every admin page. */
export const shellFi = {
  company: 'Yhtiö',
  all: 'Kaikki',
  onlyCompany: 'Yhtiö: {{company}}',
  noCompanies: 'Ryhmäsi eivät anna oikeutta minkään yhtiön asiakkaisiin.',
};

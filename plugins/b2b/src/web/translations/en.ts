import type { B2bTranslation } from './fi';
import { startup } from './startup';

export const en: B2bTranslation = {
  ...startup.en,
  page: {
    title: "Company's places",
    intro: "Find, sort and filter your company's places. The figures cover the whole filtered list.",
    loading: 'Loading places',
    error: 'Loading the places failed.',
    empty: 'The company has no places you can see.',
    noMatches: 'No places match the search or label.',
    noCompany: 'You are not a user of any business customer.',
  },
  list: {
    caption: 'Places',
    company: 'Company',
    search: 'Search places',
    searchHint: 'Address, name, identifier or label',
    suggestions: 'Search suggestions',
    matchedOn: { address: 'address', name: 'name', identifier: 'identifier', label: 'label' },
    labelFilter: 'Label',
    allLabels: 'All labels',
    contentOrder: 'Own order',
    csv: 'Download the list as CSV',
    csvFailed: 'Creating the CSV file failed. Please try again.',
    pager: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}}/{{pages}}',
    none: 'none',
    labelsOf: 'Labels of {{place}}',
    column: {
      address: 'Address',
      name: 'Name',
      company: 'Company reference',
      labels: 'Labels',
      alertsEnabled: 'Alerts on',
      alertsTriggered: 'Alerts triggered',
      consumption: 'Consumption {{month}}',
    },
  },
  totals: {
    places: 'Places',
    consumption: 'Consumption {{month}}',
    cost: 'Estimated energy cost {{month}}',
  },
};

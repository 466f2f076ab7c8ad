import type { placesFi } from './fi';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const placesEn: Texts<typeof placesFi> = {
  company: { label: 'Company', loading: 'Loading companies', none: 'You have no business customership.' },
  composites: {
    title: 'Composite locations',
    intro: "Combine the company's places into one whole. A composite's consumption is the sum of its places' consumption.",
    loading: 'Loading composites',
    error: 'The composites could not be loaded.',
    empty: 'The company has no composite locations yet.',
    month: 'Month',
    member: 'Place',
    monthKwh: 'Consumption (kWh)',
    total: 'Total',
    separate: 'Separate the composite {{name}}',
    createTitle: 'New composite',
    name: "Composite's name",
    eligible: 'Places that can be combined',
    eligibleEmpty: 'Every place is already in a composite.',
    create: 'Combine the selected places',
    csv: "Download the selected places' consumption as a CSV file",
    nameRequired: 'Give the composite a name.',
    chooseTwo: 'Choose at least two places.',
    confirmCombineTitle: 'Combine the places?',
    confirmCombine: 'The composite {{name}} will have {{count}} places.',
    combinedTitle: 'Places combined',
    combined: 'The composite {{name}} has been created.',
    confirmSeparateTitle: 'Separate the composite?',
    confirmSeparate: 'The places of the composite {{name}} become separate places again.',
    separatedTitle: 'Composite separated',
    separated: 'The places of the composite {{name}} are separate again.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
  },
};

import type { placesFi } from './fi';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const placesSv: Texts<typeof placesFi> = {
  company: { label: 'Företag', loading: 'Företagen laddas', none: 'Du har ingen företagskundrelation.' },
  composites: {
    title: 'Kombinerade förbrukningsställen',
    intro: 'Kombinera företagets förbrukningsställen till en helhet. Kombinationens förbrukning är summan av förbrukningsställenas förbrukning.',
    loading: 'Kombinationerna laddas',
    error: 'Kombinationerna kunde inte laddas.',
    empty: 'Företaget har ännu inga kombinerade förbrukningsställen.',
    month: 'Månad',
    member: 'Förbrukningsställe',
    monthKwh: 'Förbrukning (kWh)',
    total: 'Totalt',
    separate: 'Dela upp kombinationen {{name}}',
    createTitle: 'Ny kombination',
    name: 'Kombinationens namn',
    eligible: 'Förbrukningsställen som kan kombineras',
    eligibleEmpty: 'Alla förbrukningsställen ingår redan i kombinationer.',
    create: 'Kombinera de valda',
    csv: 'Ladda ner de valdas förbrukning som CSV-fil',
    nameRequired: 'Ge kombinationen ett namn.',
    chooseTwo: 'Välj minst två förbrukningsställen.',
    confirmCombineTitle: 'Kombinera förbrukningsställena?',
    confirmCombine: 'Kombinationen {{name}} får {{count}} förbrukningsställen.',
    combinedTitle: 'Förbrukningsställena har kombinerats',
    combined: 'Kombinationen {{name}} har skapats.',
    confirmSeparateTitle: 'Dela upp kombinationen?',
    confirmSeparate: 'Förbrukningsställena i kombinationen {{name}} blir separata igen.',
    separatedTitle: 'Kombinationen har delats upp',
    separated: 'Förbrukningsställena i kombinationen {{name}} är separata igen.',
    confirm: 'Bekräfta',
    cancel: 'Avbryt',
    close: 'Stäng',
  },
};

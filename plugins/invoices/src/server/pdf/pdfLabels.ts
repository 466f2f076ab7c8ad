import type { LineKind } from '../billing/invoiceLine';

/** The PDF's own texts; Finnish is the default as in the portal. */
export type PdfLanguage = 'fi' | 'sv' | 'en';

export interface PdfLabels {
  readonly title: string;
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  readonly dueDate: string;
  readonly reference: string;
  readonly customerCode: string;
  readonly contractCode: string;
  readonly place: string;
  readonly period: string;
  readonly columns: readonly [string, string, string, string, string, string, string];
  readonly totalVat0: string;
  readonly vatAt: (rate: string) => string;
  readonly total: string;
  readonly recipient: string;
  readonly amount: string;
  readonly barcode: string;
  readonly paid: string;
  readonly kinds: Readonly<Record<LineKind, string>>;
  readonly units: { readonly kWh: string; readonly month: string };
  readonly businessId: string;
  readonly spotPrice: string;
}

export const PDF_LABELS: Readonly<Record<PdfLanguage, PdfLabels>> = {
  fi: {
    title: 'LASKU',
    invoiceNumber: 'Laskun numero',
    invoiceDate: 'Laskun päiväys',
    dueDate: 'Eräpäivä',
    reference: 'Viitenumero',
    customerCode: 'Asiakasnumero',
    contractCode: 'Sopimusnumero',
    place: 'Käyttöpaikka',
    period: 'Laskutuskausi',
    columns: ['Erittely', 'Määrä', 'À-hinta (alv 0)', 'Alv 0 €', 'Alv %', 'Alv €', 'Yhteensä €'],
    totalVat0: 'Yhteensä alv 0 %',
    vatAt: (rate) => `Arvonlisävero ${rate} %`,
    total: 'Maksettava yhteensä',
    recipient: 'Saaja',
    amount: 'Euro',
    barcode: 'Virtuaaliviivakoodi',
    paid: 'Lasku on maksettu.',
    kinds: {
      energy: 'Sähköenergia',
      energyBasicFee: 'Energian perusmaksu',
      transfer: 'Sähkönsiirto',
      transferBasicFee: 'Siirron perusmaksu',
      electricityTax: 'Sähkövero ja huoltovarmuusmaksu',
      dhEnergy: 'Kaukolämpöenergia',
      dhPower: 'Kaukolämmön tehomaksu',
    },
    units: { kWh: 'kWh', month: 'kk' },
    businessId: 'Y-tunnus',
    spotPrice: 'pörssihinta + marginaali',
  },
  sv: {
    title: 'FAKTURA',
    invoiceNumber: 'Fakturanummer',
    invoiceDate: 'Fakturadatum',
    dueDate: 'Förfallodag',
    reference: 'Referensnummer',
    customerCode: 'Kundnummer',
    contractCode: 'Avtalsnummer',
    place: 'Förbrukningsplats',
    period: 'Faktureringsperiod',
    columns: ['Specifikation', 'Mängd', 'À-pris (moms 0)', 'Moms 0 €', 'Moms %', 'Moms €', 'Totalt €'],
    totalVat0: 'Totalt moms 0 %',
    vatAt: (rate) => `Mervärdesskatt ${rate} %`,
    total: 'Att betala',
    recipient: 'Mottagare',
    amount: 'Euro',
    barcode: 'Virtuell streckkod',
    paid: 'Fakturan är betald.',
    kinds: {
      energy: 'Elenergi',
      energyBasicFee: 'Grundavgift för energi',
      transfer: 'Elöverföring',
      transferBasicFee: 'Grundavgift för överföring',
      electricityTax: 'Elskatt och försörjningsberedskapsavgift',
      dhEnergy: 'Fjärrvärmeenergi',
      dhPower: 'Effektavgift för fjärrvärme',
    },
    units: { kWh: 'kWh', month: 'mån' },
    businessId: 'FO-nummer',
    spotPrice: 'spotpris + marginal',
  },
  en: {
    title: 'INVOICE',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    reference: 'Reference',
    customerCode: 'Customer number',
    contractCode: 'Contract number',
    place: 'Use place',
    period: 'Billing period',
    columns: ['Item', 'Quantity', 'Unit price (VAT 0)', 'VAT 0 €', 'VAT %', 'VAT €', 'Total €'],
    totalVat0: 'Total VAT 0 %',
    vatAt: (rate) => `VAT ${rate} %`,
    total: 'Total to pay',
    recipient: 'Payee',
    amount: 'Euro',
    barcode: 'Virtual bank barcode',
    paid: 'This invoice has been paid.',
    kinds: {
      energy: 'Electricity energy',
      energyBasicFee: 'Energy basic fee',
      transfer: 'Electricity transfer',
      transferBasicFee: 'Transfer basic fee',
      electricityTax: 'Electricity tax and security-of-supply fee',
      dhEnergy: 'District heating energy',
      dhPower: 'District heating power fee',
    },
    units: { kWh: 'kWh', month: 'mo' },
    businessId: 'Business ID',
    spotPrice: 'spot price + margin',
  },
};

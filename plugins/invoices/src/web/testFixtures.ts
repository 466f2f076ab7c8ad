import type { InvoiceDetails, InvoiceListItem, InvoiceSummary } from '../contract';

/** Wire fixtures for the component tests, in the contract's shapes (the fake API client checks them). */
export const USER_ID = 'u-1';

export const listItem = (overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  invoiceNumber: '1000000003',
  status: 'open',
  amount: 123.45,
  amountVat0: 98.37,
  dueDate: '2026-01-20',
  invoiceDate: '2026-01-05',
  periodStart: '2025-12-01',
  periodEnd: '2025-12-31',
  companyName: 'Vare Energia Oy',
  invoicingContractCode: 'K-HOME',
  invoicingCustomerCode: 'C1',
  locationIdentifier: 'P-HOME',
  placeName: 'Koti',
  placeAddress: 'Testikatu 1, 00100 Helsinki',
  invoiceDetailType: 'electricity',
  barcode: '479440520200360820048831500000000868516259619897100612',
  ...overrides,
});

export const INVOICES: InvoiceListItem[] = [
  listItem(),
  listItem({
    invoiceNumber: '1000000002',
    status: 'overdue',
    amount: 150,
    amountVat0: 119.52,
    periodStart: '2025-11-01',
    periodEnd: '2025-11-30',
    dueDate: '2025-12-20',
  }),
  listItem({
    invoiceNumber: '1000000001',
    status: 'paid',
    amount: 99.9,
    amountVat0: 79.6,
    periodStart: '2025-10-01',
    periodEnd: '2025-10-31',
    dueDate: '2025-11-20',
    barcode: undefined,
  }),
  listItem({
    invoiceNumber: '1000000009',
    status: 'paid',
    amount: 480.5,
    amountVat0: 382.87,
    locationIdentifier: 'P-HEAT',
    placeName: 'Rivitalo',
    placeAddress: 'Lämpökuja 2, 70100 Kuopio',
    invoiceDetailType: 'districtHeating',
    barcode: undefined,
  }),
];

export const summary = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  invoiceDueDateCode: 'DAY_20',
  canChangeDueDate: true,
  dueDateChangeBlockedReason: null,
  lastChangedDate: null,
  nextChangeDate: null,
  detail: {
    invoiceNumber: '1000000003',
    status: 'open',
    invoiceDetailType: 'electricity',
    amount: 123.45,
    amountVat0: 98.37,
    amountOfElectricityTax: 20,
    amountOfElectricityTaxVat0: 15.94,
    amountOfTransfer: 50,
    amountOfTransferVat0: 39.84,
    amountOfConsumption: 53.45,
    amountOfConsumptionVat0: 42.59,
    amountOfDHEnergy: 0,
    amountOfDHEnergyVat0: 0,
    amountOfDHPower: 0,
    amountOfDHPowerVat0: 0,
    dueDate: '2026-01-20',
    companyName: 'Vare Energia Oy',
    contractType: 'ELECTRICITY_AND_NETWORK',
  },
  invoices: INVOICES.slice(0, 3),
  ...overrides,
});

export const DETAILS: InvoiceDetails = {
  detail: summary().detail!,
  item: INVOICES[0]!,
  lines: [
    { kind: 'energy', quantity: 412.5, unit: 'kWh', unitPrice: null, vatRatePercent: 25.5, amountVat0: 40.0, vat: 10.2, amount: 50.2 },
    { kind: 'energyBasicFee', quantity: 1, unit: 'month', unitPrice: 4.9, vatRatePercent: 25.5, amountVat0: 4.9, vat: 1.25, amount: 6.15 },
  ],
  vatTotal: 11.45,
  reference: '10000000033',
  iban: 'FI7944052020036082',
  bic: 'ITELFIHH',
  place: { locationIdentifier: 'P-HOME', name: 'Koti', address: 'Testikatu 1, 00100 Helsinki' },
  comparison: {
    previousInvoiceNumber: '1000000000',
    previousAmount: 100,
    consumptionKwh: 412.5,
    previousConsumptionKwh: 380,
    averagePrice: 29.93,
    previousAveragePrice: 26.32,
    days: 31,
    previousDays: 31,
    effects: { consumption: 8.55, price: 14.9, days: 0 },
  },
};

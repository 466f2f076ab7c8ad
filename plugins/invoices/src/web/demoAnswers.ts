import type { DemoAnswers } from '@portal/core';
import type { InvoiceDetail, InvoiceDetails, InvoiceListItem, InvoiceSummary } from '../contract';
import { samplePdf } from './demo/samplePdf';

/**
 * requirements §7 demo mode ("invoice summary") and the invoice pages: three monthly electricity invoices of
 * the demo house, the newest open. Only the demo build loads this module.
 */
const PLACE = { locationIdentifier: 'DEMO-HOME', name: 'Koti', address: 'Esimerkkikatu 1, 65100 Vaasa' };

const item = (invoiceNumber: string, month: string, amount: number, status: InvoiceListItem['status']): InvoiceListItem => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return {
    invoiceNumber,
    status,
    amount,
    amountVat0: Math.round((amount / 1.255) * 100) / 100,
    dueDate: `${next}-20`,
    invoiceDate: `${next}-05`,
    periodStart: `${month}-01`,
    periodEnd: `${month}-${lastDay}`,
    companyName: 'Vare Energia Oy',
    invoicingContractCode: 'DEMO-K1',
    invoicingCustomerCode: 'DEMO-1',
    locationIdentifier: PLACE.locationIdentifier,
    placeName: PLACE.name,
    placeAddress: PLACE.address,
    invoiceDetailType: 'electricity',
  };
};

export const DEMO_INVOICES: readonly InvoiceListItem[] = [
  item('9000000003', '2026-10', 118.4, 'open'),
  item('9000000002', '2026-09', 96.15, 'paid'),
  item('9000000001', '2026-08', 88.7, 'paid'),
];

const euros = (value: number) => Math.round(value * 100) / 100;

function detailOf(invoice: InvoiceListItem): InvoiceDetail {
  const consumption = euros(invoice.amount * 0.45);
  const transfer = euros(invoice.amount * 0.4);
  const tax = euros(invoice.amount - consumption - transfer);
  const vat0 = (value: number) => euros(value / 1.255);
  return {
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    invoiceDetailType: 'electricity',
    amount: invoice.amount,
    amountVat0: invoice.amountVat0,
    amountOfElectricityTax: tax,
    amountOfElectricityTaxVat0: vat0(tax),
    amountOfTransfer: transfer,
    amountOfTransferVat0: vat0(transfer),
    amountOfConsumption: consumption,
    amountOfConsumptionVat0: vat0(consumption),
    amountOfDHEnergy: 0,
    amountOfDHEnergyVat0: 0,
    amountOfDHPower: 0,
    amountOfDHPowerVat0: 0,
    dueDate: invoice.dueDate,
    companyName: invoice.companyName,
    contractType: 'ELECTRICITY_AND_NETWORK',
  };
}

const find = (invoiceNumber: string | undefined) => DEMO_INVOICES.find((invoice) => invoice.invoiceNumber === invoiceNumber);

function details(invoice: InvoiceListItem): InvoiceDetails {
  const detail = detailOf(invoice);
  const vatTotal = euros(invoice.amount - invoice.amountVat0);
  return {
    detail,
    item: invoice,
    lines: [
      {
        kind: 'energy',
        quantity: 520,
        unit: 'kWh',
        unitPrice: 10.04,
        vatRatePercent: 25.5,
        amountVat0: detail.amountOfConsumptionVat0,
        vat: euros(detail.amountOfConsumption - detail.amountOfConsumptionVat0),
        amount: detail.amountOfConsumption,
      },
      {
        kind: 'transfer',
        quantity: 520,
        unit: 'kWh',
        unitPrice: null,
        vatRatePercent: 25.5,
        amountVat0: detail.amountOfTransferVat0,
        vat: euros(detail.amountOfTransfer - detail.amountOfTransferVat0),
        amount: detail.amountOfTransfer,
      },
      {
        kind: 'electricityTax',
        quantity: 520,
        unit: 'kWh',
        unitPrice: null,
        vatRatePercent: 25.5,
        amountVat0: detail.amountOfElectricityTaxVat0,
        vat: euros(detail.amountOfElectricityTax - detail.amountOfElectricityTaxVat0),
        amount: detail.amountOfElectricityTax,
      },
    ],
    vatTotal,
    reference: `${invoice.invoiceNumber}5`,
    iban: 'FI7944052020036082',
    bic: 'ITELFIHH',
    place: PLACE,
    comparison: null,
  };
}

function summary(): InvoiceSummary {
  const newest = DEMO_INVOICES[0]!;
  return {
    invoiceDueDateCode: 'DAY_20',
    canChangeDueDate: true,
    dueDateChangeBlockedReason: null,
    lastChangedDate: null,
    nextChangeDate: null,
    detail: detailOf(newest),
    invoices: [...DEMO_INVOICES],
  };
}

const BASE = '/api/v2/invoices/user/:userId';

export const invoicesDemoAnswers = {
  invoiceSummary: { route: `GET ${BASE}/summary`, answer: () => summary() },
  invoiceList: {
    route: 'GET /api/v1/invoices/user/:userId',
    answer: (params) => ({ invoices: DEMO_INVOICES.filter((invoice) => !params.status || invoice.status === params.status) }),
  },
  invoiceDetails: {
    route: `GET ${BASE}/invoice/:invoiceNumber/details`,
    answer: (params) => {
      const invoice = find(params.invoiceNumber);
      return invoice ? details(invoice) : undefined;
    },
  },
  invoicePdf: {
    route: `GET ${BASE}/invoice/:invoiceNumber/pdf`,
    answer: (params) => (find(params.invoiceNumber) ? samplePdf(params.invoiceNumber ?? '') : undefined),
  },
} satisfies DemoAnswers;

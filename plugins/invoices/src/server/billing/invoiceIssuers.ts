import type { CompanyCode } from '@portal/core/server';
import { finnishIbanFromBban } from '../banking/iban';

/**
 * The seller's payment details and brand on its invoices. The colours match each company's theme
 * primary in @portal/config (a test keeps them in step); plugins do not import config, the host does.
 * Accounts and business ids are fictional but carry valid check digits, so barcodes built on them
 * pass a bank's checks.
 */
export interface InvoiceIssuer {
  readonly iban: string;
  readonly bic: string;
  readonly businessId: string;
  readonly brandColor: string;
  /** Digit that starts the company's invoice numbers, so numbers never collide across companies. */
  readonly numberPrefix: string;
}

export const INVOICE_ISSUERS: Readonly<Record<CompanyCode, InvoiceIssuer>> = {
  VARE: { iban: finnishIbanFromBban('40060010012345'), bic: 'ITELFIHH', businessId: '1234567-1', brandColor: '#00507a', numberPrefix: '1' },
  SV: { iban: finnishIbanFromBban('15723000123456'), bic: 'NDEAFIHH', businessId: '2345678-0', brandColor: '#7a1f5c', numberPrefix: '2' },
  KUO: { iban: finnishIbanFromBban('50000120253504'), bic: 'OKOYFIHH', businessId: '3456780-6', brandColor: '#0b6e4f', numberPrefix: '3' },
};

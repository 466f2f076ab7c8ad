import { z } from 'zod';

/** Banks that take consumer e-invoice proposals (e-laskun vastaanottoehdotus), by BIC. */
export const EINVOICE_BANKS = [
  { bic: 'AABAFI22', name: 'Ålandsbanken' },
  { bic: 'DABAFIHH', name: 'Danske Bank' },
  { bic: 'HANDFIHH', name: 'Handelsbanken' },
  { bic: 'HELSFIHH', name: 'Aktia' },
  { bic: 'ITELFIHH', name: 'Säästöpankki' },
  { bic: 'NDEAFIHH', name: 'Nordea' },
  { bic: 'OKOYFIHH', name: 'OP' },
  { bic: 'POPFFI22', name: 'POP Pankki' },
  { bic: 'SBANFIHH', name: 'S-Pankki' },
] as const;
export const EINVOICE_BICS = EINVOICE_BANKS.map((bank) => bank.bic) as [string, ...string[]];

export const bankSchema = z.object({ bic: z.string(), name: z.string() });
export const banksResponseSchema = z.object({ banks: z.array(bankSchema) });
export type BanksResponse = z.infer<typeof banksResponseSchema>;

export const einvoiceStateSchema = z.enum(['NONE', 'PROPOSED', 'ACTIVE']);
export type EinvoiceState = z.infer<typeof einvoiceStateSchema>;

/** E-invoicing per invoicing customer the user sees. */
export const einvoiceAgreementSchema = z.object({
  customerCode: z.string(),
  companyName: z.string(),
  state: einvoiceStateSchema,
  bankBic: z.string().nullable(),
  einvoiceAddress: z.string().nullable(),
  /** The user has FULL_ACCESS to every place of this customer and there is no agreement yet. */
  canPropose: z.boolean(),
});
export type EinvoiceAgreement = z.infer<typeof einvoiceAgreementSchema>;

export const einvoicingResponseSchema = z.object({ agreements: z.array(einvoiceAgreementSchema) });
export type EinvoicingResponse = z.infer<typeof einvoicingResponseSchema>;

/**
 * The payer's e-invoice address at a consumer's bank is their own account (IBAN); the IBAN check
 * is the server's (banking/iban.ts) so a typo is a 400 naming the field, not a rejected proposal.
 */
export const einvoiceProposalBodySchema = z.object({
  customerCode: z.string().min(1).max(40),
  bankBic: z.enum(EINVOICE_BICS),
  einvoiceAddress: z.string().min(15).max(42),
});
export type EinvoiceProposalBody = z.infer<typeof einvoiceProposalBodySchema>;

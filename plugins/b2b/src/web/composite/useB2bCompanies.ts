import { useApi } from '@portal/core';
import { z } from 'zod';

const meCompaniesSchema = z.object({
  customerCodes: z.array(z.object({ companyName: z.string(), customerCode: z.string(), customerType: z.enum(['B2C', 'B2B']) })),
});

export interface B2bCompany {
  readonly customerCode: string;
  readonly name: string;
}

/** The business customers the signed-in user acts for (their B2B customerships), from GET /api/v2/me. */
export function useB2bCompanies(): { companies: B2bCompany[] | undefined; error: boolean } {
  const me = useApi('/api/v2/me', meCompaniesSchema);
  const companies = me.data?.customerCodes
    .filter((c) => c.customerType === 'B2B')
    .map((c) => ({ customerCode: c.customerCode, name: c.companyName }));
  return { companies, error: Boolean(me.error) };
}

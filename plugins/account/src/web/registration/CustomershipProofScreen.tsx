import { CardGrid, PageHeader, Stack } from '@portal/ui';
import { usePortalRuntime, useTranslation } from '@portal/core';
import type { ProofPurpose } from './attemptStore';
import { InvoiceProofForm } from './InvoiceProofForm';
import { RegistrationDone } from './RegistrationDone';
import { StrongAuthStart } from './StrongAuthStart';
import { useRegister } from './useRegister';

/**
 * The two proofs of customership side by side (one column on a phone): the first customership after
 * sign-up ("Rekisteröidy asiakkaaksi") and another one later ("Lisää asiakkuus") are the same screen.
 */
export function CustomershipProofScreen({ purpose }: { readonly purpose: ProofPurpose }) {
  const { t } = useTranslation('account');
  const { company } = usePortalRuntime();
  const registration = useRegister();
  return (
    <Stack $gap="1rem">
      <PageHeader title={t(`registration.${purpose}.title`)} description={t(`registration.${purpose}.intro`)} />
      {registration.result ? (
        <RegistrationDone result={registration.result} />
      ) : (
        <CardGrid>
          <StrongAuthStart purpose={purpose} />
          <InvoiceProofForm company={company.code} register={registration.register} running={registration.running} problem={registration.problem} />
        </CardGrid>
      )}
    </Stack>
  );
}

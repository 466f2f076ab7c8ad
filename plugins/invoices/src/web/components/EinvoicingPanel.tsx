import { Card, ErrorState, FormField, LoadingSkeleton, PrimaryButton, Stack, TextField } from '@portal/ui';
import { isApiRequestError, useTranslation } from '@portal/core';
import { useState } from 'react';
import type { EinvoiceAgreement } from '../../contract';
import { useEinvoiceBanks, useEinvoicing } from '../hooks/invoiceReads';
import { useEinvoiceProposal } from '../hooks/useEinvoiceProposal';

function ProposalForm({ userId, agreement }: { readonly userId: string | null; readonly agreement: EinvoiceAgreement }) {
  const { t } = useTranslation('invoices');
  const banks = useEinvoiceBanks();
  const proposal = useEinvoiceProposal(userId);
  const [bankBic, setBankBic] = useState('');
  const [address, setAddress] = useState('');
  const failure = proposal.error;
  const field = isApiRequestError(failure) ? failure.field : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void proposal.run({ customerCode: agreement.customerCode, bankBic, einvoiceAddress: address });
      }}
    >
      <Stack>
        <FormField label={t('einvoice.bank')}>
          {(control) => (
            <select
              {...control}
              required
              value={bankBic}
              onChange={(event) => setBankBic(event.target.value)}
              aria-invalid={field === 'body.bankBic' || undefined}
            >
              <option value="">{t('einvoice.chooseBank')}</option>
              {banks.data?.banks.map((bank) => (
                <option key={bank.bic} value={bank.bic}>
                  {bank.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label={t('einvoice.address')}
          required
          value={address}
          onValue={setAddress}
          error={failure && field === 'body.einvoiceAddress' ? t('einvoice.badAddress') : null}
          autoComplete="off"
          placeholder="FI00 0000 0000 0000 00"
        />
        {failure && field !== 'body.einvoiceAddress' && <ErrorState>{t('einvoice.failed')}</ErrorState>}
        <div>
          <PrimaryButton type="submit" disabled={proposal.running}>
            {t('einvoice.send')}
          </PrimaryButton>
        </div>
      </Stack>
    </form>
  );
}

/** E-invoicing per invoicing customer: its state, and a proposal form where the user may send one. */
export function EinvoicingPanel({ userId }: { readonly userId: string | null }) {
  const { t } = useTranslation('invoices');
  const einvoicing = useEinvoicing(userId);
  return (
    <Card title={t('einvoice.title')}>
      {einvoicing.error ? (
        <ErrorState onRetry={() => void einvoicing.mutate()}>{t('einvoice.loadFailed')}</ErrorState>
      ) : !einvoicing.data ? (
        <LoadingSkeleton lines={2} label={t('common.loading')} />
      ) : (
        einvoicing.data.agreements.map((agreement) => (
          <div key={agreement.customerCode}>
            <h3>{t('einvoice.customer', { code: agreement.customerCode, company: agreement.companyName })}</h3>
            <p>{t(`einvoice.state.${agreement.state}`)}</p>
            {agreement.canPropose && agreement.state === 'NONE' && <ProposalForm userId={userId} agreement={agreement} />}
            {!agreement.canPropose && agreement.state === 'NONE' && <p>{t('einvoice.readOnly')}</p>}
          </div>
        ))
      )}
    </Card>
  );
}

import { isApiRequestError, useTranslation, PrimaryButton, StatusMessage } from '@portal/core';
import { useId, useState } from 'react';
import type { EinvoiceAgreement } from '../../contract';
import { useEinvoiceBanks, useEinvoicing } from '../hooks/invoiceReads';
import { useEinvoiceProposal } from '../hooks/useEinvoiceProposal';

function ProposalForm({ userId, agreement }: { readonly userId: string | null; readonly agreement: EinvoiceAgreement }) {
  const { t } = useTranslation('invoices');
  const banks = useEinvoiceBanks();
  const proposal = useEinvoiceProposal(userId);
  const [bankBic, setBankBic] = useState('');
  const [address, setAddress] = useState('');
  const bankId = useId();
  const addressId = useId();
  const errorId = useId();
  const failure = proposal.error;
  const field = isApiRequestError(failure) ? failure.field : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void proposal.run({ customerCode: agreement.customerCode, bankBic, einvoiceAddress: address });
      }}
    >
      <p>
        <label htmlFor={bankId}>{t('einvoice.bank')}</label>{' '}
        <select id={bankId} required value={bankBic} onChange={(event) => setBankBic(event.target.value)} aria-invalid={field === 'body.bankBic'}>
          <option value="">{t('einvoice.chooseBank')}</option>
          {banks.data?.banks.map((bank) => (
            <option key={bank.bic} value={bank.bic}>
              {bank.name}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={addressId}>{t('einvoice.address')}</label>{' '}
        <input
          id={addressId}
          required
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={field === 'body.einvoiceAddress'}
          aria-describedby={failure ? errorId : undefined}
          autoComplete="off"
          placeholder="FI00 0000 0000 0000 00"
        />
      </p>
      {failure && (
        <p id={errorId} role="alert">
          {field === 'body.einvoiceAddress' ? t('einvoice.badAddress') : t('einvoice.failed')}
        </p>
      )}
      <PrimaryButton type="submit" disabled={proposal.running}>
        {t('einvoice.send')}
      </PrimaryButton>
    </form>
  );
}

/** E-invoicing per invoicing customer: its state, and a proposal form where the user may send one. */
export function EinvoicingPanel({ userId }: { readonly userId: string | null }) {
  const { t } = useTranslation('invoices');
  const einvoicing = useEinvoicing(userId);
  return (
    <section aria-labelledby="einvoice-heading">
      <h2 id="einvoice-heading">{t('einvoice.title')}</h2>
      {einvoicing.error ? (
        <StatusMessage tone="error">{t('einvoice.loadFailed')}</StatusMessage>
      ) : !einvoicing.data ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
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
    </section>
  );
}

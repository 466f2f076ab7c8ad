import { ButtonRow, Card, ErrorSummary, PrimaryButton, SegmentedChoice, Stack, TextField, type FieldProblem } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useId, useState, type FormEvent } from 'react';
import type { RegisterRequest, RegisterResponse } from '../../contract/registration';
import { ProofProblemText } from './ProofProblemText';
import { customerNumberIsValid, invoiceReferenceIsValid, normaliseCustomerNumber, type ProofProblem } from './proofProblems';

type Company = 'VARE' | 'SV' | 'KUO';
const COMPANIES: readonly Company[] = ['VARE', 'SV', 'KUO'];

export interface InvoiceProofFormProps {
  /** The portal's own company, chosen first. */
  readonly company: Company;
  readonly register: (body: RegisterRequest) => Promise<RegisterResponse | undefined>;
  readonly running: boolean;
  readonly problem: ProofProblem | null;
}

/**
 * Proof 2: the customer number and the payment reference of an invoice from the last 12 months, both
 * as printed on the invoice. Checked here with the server's rules so a typo is named at its field.
 */
export function InvoiceProofForm({ company: ownCompany, register, running, problem }: InvoiceProofFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [company, setCompany] = useState<Company>(ownCompany);
  const [customerNumber, setCustomerNumber] = useState('');
  const [reference, setReference] = useState('');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const numberId = `${id}-number`;
  const referenceId = `${id}-reference`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldProblem[] = [];
    if (!customerNumberIsValid(customerNumber)) found.push({ fieldId: numberId, message: t('registration.invoice.numberInvalid') });
    if (!invoiceReferenceIsValid(reference)) found.push({ fieldId: referenceId, message: t('registration.invoice.referenceInvalid') });
    setProblems(found);
    if (found.length) {
      document.getElementById(found[0]!.fieldId)?.focus();
      return;
    }
    await register({ proof: 'invoice', company, customerNumber: normaliseCustomerNumber(customerNumber), invoiceReference: reference.trim() });
  }
  const errorOf = (fieldId: string) => problems.find((p) => p.fieldId === fieldId)?.message ?? null;

  return (
    <Card title={t('registration.invoice.title')}>
      {/* The card's heading names the region; the form needs no second name. */}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap="0.75rem">
          <p>{t('registration.invoice.intro')}</p>
          {problems.length > 1 && <ErrorSummary title={t('validation.summary')} problems={problems} />}
          <SegmentedChoice
            label={t('registration.invoice.company')}
            choices={COMPANIES.map((code) => ({ value: code, label: t(`registration.companies.${code}`) }))}
            value={company}
            onChange={setCompany}
          />
          <TextField
            id={numberId}
            label={t('registration.invoice.number')}
            hint={t('registration.invoice.numberHint')}
            value={customerNumber}
            onValue={setCustomerNumber}
            error={errorOf(numberId)}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            id={referenceId}
            label={t('registration.invoice.reference')}
            hint={t('registration.invoice.referenceHint')}
            value={reference}
            onValue={setReference}
            error={errorOf(referenceId)}
            autoComplete="off"
          />
          <ProofProblemText problem={problem} />
          <ButtonRow>
            <PrimaryButton type="submit" disabled={running}>
              {running ? t('registration.invoice.sending') : t('registration.invoice.submit')}
            </PrimaryButton>
          </ButtonRow>
        </Stack>
      </form>
    </Card>
  );
}

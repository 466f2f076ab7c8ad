import { Card, PrimaryButton, SecondaryButton, TextField } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { useState, type FormEvent } from 'react';
import { USER_MANAGEMENT_API } from '../../contract/paths';
import { addCustomershipResponseSchema, CUSTOMERSHIP_ERRORS, okResponseSchema, type CustomershipError } from '../../contract/userManagement';
import { attempt } from './attempt';
import type { Dialog } from './Modals';

interface Company {
  readonly customerCode: string;
  readonly businessName: string | null;
}

/** Why an add or a remove was refused, as a key of `customerships.errors`. */
function refusal(
  failure: { code: string; details?: Readonly<Record<string, unknown>> } | null | undefined,
): CustomershipError | 'INVALID_CODE' | 'TOO_MANY_REQUESTS' | 'ACCOUNT_ALREADY_EXISTS' | 'UNKNOWN' {
  const detail = failure?.details?.customershipError;
  if (typeof detail === 'string' && (CUSTOMERSHIP_ERRORS as readonly string[]).includes(detail)) return detail as CustomershipError;
  if (failure?.code === 'INVALID_CODE' || failure?.code === 'TOO_MANY_REQUESTS' || failure?.code === 'ACCOUNT_ALREADY_EXISTS') return failure.code;
  return 'UNKNOWN';
}

/**
 * "Yrityksen asiakkuudet": the business customers the caller is main user of, each removable behind a
 * confirm step, and another one added with the invoice proof registration uses (customer number and
 * the reference of a recent invoice).
 */
export function CompanyCustomerships(props: {
  readonly companies: readonly Company[];
  readonly company: string;
  readonly userId: string;
  readonly show: (dialog: Dialog | null) => void;
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation('user-management');
  const [customerNumber, setCustomerNumber] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{
    customerNumber?: string;
    reference?: string;
  }>({});
  const add = useApiMutation(
    (api, body: { customerNumber: string; invoiceReference: string }) =>
      attempt(() =>
        api.post(USER_MANAGEMENT_API.op(props.company, props.userId, 'addCustomership'), body, { schema: addCustomershipResponseSchema }),
      ),
    { showErrorModal: false },
  );
  const remove = useApiMutation(
    (api, code: string) => attempt(() => api.delete(USER_MANAGEMENT_API.op(code, props.userId, 'removeCustomership'), { schema: okResponseSchema })),
    { showErrorModal: false },
  );

  const failed = (title: string, failure: Parameters<typeof refusal>[0]) =>
    props.show({
      kind: 'error',
      title,
      body: <p>{t(`customerships.errors.${refusal(failure)}`)}</p>,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = customerNumber.trim();
    const ref = reference.trim();
    const found = {
      customerNumber: /^[0-9]{1,20}$/.test(number) ? undefined : t('customerships.customerNumberError'),
      reference: ref ? undefined : t('customerships.referenceError'),
    };
    setErrors(found);
    if (found.customerNumber || found.reference) return;
    void add.run({ customerNumber: number, invoiceReference: ref }).then((result) => {
      if (!result || 'failure' in result) {
        failed(t('customerships.addFailedTitle'), result && 'failure' in result ? result.failure : null);
        return;
      }
      setCustomerNumber('');
      setReference('');
      props.onChanged();
      props.show({
        kind: 'success',
        title: t('customerships.addedTitle'),
        body: t('customerships.addedBody', { code: result.ok.customerCode }),
      });
    });
  };

  const confirmRemove = (company: Company) =>
    props.show({
      kind: 'confirm',
      title: t('customerships.removeTitle'),
      body: t('customerships.removeBody', {
        name: company.businessName ?? company.customerCode,
      }),
      confirmLabel: t('customerships.removeConfirm'),
      onConfirm: () => {
        void remove.run(company.customerCode).then((result) => {
          if (!result || 'failure' in result) {
            failed(t('customerships.removeFailedTitle'), result && 'failure' in result ? result.failure : null);
            return;
          }
          props.onChanged();
          props.show({
            kind: 'success',
            title: t('customerships.removedTitle'),
          });
        });
      },
    });

  return (
    <Card title={t('customerships.heading')} headingLevel={2}>
      <ul>
        {props.companies.map((company) => (
          <li key={company.customerCode}>
            {company.businessName ?? company.customerCode} ({company.customerCode}){' '}
            <SecondaryButton
              type="button"
              onClick={() => confirmRemove(company)}
              aria-label={t('customerships.removeLabel', {
                name: company.businessName ?? company.customerCode,
              })}
              disabled={remove.running}
            >
              {t('customerships.remove')}
            </SecondaryButton>
          </li>
        ))}
      </ul>
      <h3>{t('customerships.addHeading')}</h3>
      <p>{t('customerships.addIntro')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('customerships.customerNumber')}
          inputMode="numeric"
          autoComplete="off"
          value={customerNumber}
          onValue={setCustomerNumber}
          error={errors.customerNumber ?? null}
        />
        <TextField
          label={t('customerships.reference')}
          autoComplete="off"
          value={reference}
          onValue={setReference}
          error={errors.reference ?? null}
        />
        <PrimaryButton type="submit" disabled={add.running}>
          {t('customerships.add')}
        </PrimaryButton>
      </form>
    </Card>
  );
}

import { ButtonRow, ErrorSummary, PrimaryButton, SecondaryButton, Stack, StatusMessage, TextField, useFormErrors } from '@portal/ui';
import { isApiRequestError, useApiMutation, useTranslation, useUserId } from '@portal/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { customershipSchema, type Customership } from '../../contract/customerInfo';
import { CUSTOMER_INFO_API } from '../../contract/paths';
import { checkValues, fieldOfServerError, FORM_FIELDS, initialValues, toUpdate, type FormField, type FormValues } from '../model/customershipForm';

/** Fields laid out in the order they are read; the postal code is short, so it sits beside its city. */
const AUTOCOMPLETE: Partial<Record<FormField, string>> = {
  phone: 'tel',
  streetAddress: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  invoicingName: 'name',
};

/**
 * Edits one customership's contact and invoicing details. Checked here with the server's rules first;
 * a 400 the server still gives (its word is final) is put on the field it names. Nothing is saved until
 * every field is right.
 */
export function CustomershipForm({ customership, onDone }: { readonly customership: Customership; readonly onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('customer-info');
  const userId = useUserId();
  const [values, setValues] = useState<FormValues>(() => initialValues(customership));
  const errors = useFormErrors<FormField>(FORM_FIELDS);
  // The form replaces the button that opened it: the keyboard continues in its first field.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const save = useApiMutation(
    (api, body: ReturnType<typeof toUpdate>) =>
      api.patch(CUSTOMER_INFO_API.updateCustomership(userId ?? '', customership.customerCode), body, { schema: customershipSchema }),
    { invalidates: userId ? [CUSTOMER_INFO_API.customerships(userId)] : [], showErrorModal: false },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkValues(values);
    const ok = errors.show(Object.fromEntries(FORM_FIELDS.map((field) => [field, problems[field] ? t(`form.${problems[field]}`) : null])));
    if (!ok) return;
    const saved = await save.run(toUpdate(values));
    if (saved) onDone(true);
  };

  // The server refused a field the local check let through: show it on that field.
  const serverField = isApiRequestError(save.error) && save.error.status === 400 ? fieldOfServerError(save.error.field) : undefined;
  const serverProblem = serverField
    ? serverField.toLowerCase().includes('postal')
      ? 'badPostalCode'
      : serverField === 'phone'
        ? 'badPhone'
        : 'tooLong'
    : undefined;
  const errorOf = (field: FormField) => errors.errors[field] ?? (serverField === field && serverProblem ? t(`form.${serverProblem}`) : null);

  const field = (name: FormField, extra: { hint?: string; inputMode?: 'numeric' | 'tel' } = {}) => (
    <TextField
      key={name}
      id={errors.fieldId(name)}
      label={t(`form.${name}`)}
      hint={extra.hint}
      inputMode={extra.inputMode}
      autoComplete={AUTOCOMPLETE[name]}
      inputRef={name === 'phone' ? firstField : undefined}
      value={values[name]}
      onValue={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errorOf(name)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.legend', { code: customership.customerCode })}>
      <Stack>
        <ErrorSummary problems={errors.problems} title={t('form.errorTitle')} />
        {field('phone', { hint: t('form.phoneHint'), inputMode: 'tel' })}
        {field('streetAddress')}
        {field('postalCode', { hint: t('form.postalCodeHint'), inputMode: 'numeric' })}
        {field('city')}
        <h3>{t('form.invoicingTitle')}</h3>
        {field('invoicingName')}
        {field('invoicingStreetAddress')}
        {field('invoicingPostalCode', { hint: t('form.postalCodeHint'), inputMode: 'numeric' })}
        {field('invoicingCity')}
        {save.error && !serverField && <StatusMessage tone="error">{t('form.failed')}</StatusMessage>}
        <ButtonRow>
          <PrimaryButton type="submit" disabled={save.running}>
            {save.running ? t('form.saving') : t('form.save')}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={() => onDone(false)}>
            {t('form.cancel')}
          </SecondaryButton>
        </ButtonRow>
      </Stack>
    </form>
  );
}

import { TextField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { AccountForm } from '../hooks/useAccountForm';
import { ACCOUNT_FIELDS, type AccountFieldName } from '../model/accountFields';
import { NEW_PASSWORD_MIN } from '../model/fieldRules';

/** The screen's fields in order, each the kit's text field with its label, hint and message. */
export function AccountFields<Name extends AccountFieldName>({ form }: { readonly form: AccountForm<Name> }) {
  const { t } = useTranslation('account');
  return (
    <>
      {form.fields.map((name) => {
        const spec = ACCOUNT_FIELDS[name];
        return (
          <TextField
            key={name}
            id={form.errors.fieldId(name)}
            label={t(`fields.${spec.label}`)}
            hint={spec.hint ? t(`fields.${spec.hint}`, { min: NEW_PASSWORD_MIN }) : undefined}
            type={spec.type}
            inputMode={spec.inputMode}
            autoComplete={form.autoComplete[name] ?? spec.autoComplete}
            value={form.values[name]}
            onValue={(value) => form.set(name, value)}
            error={form.errors.errors[name]}
          />
        );
      })}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { ButtonRow, ErrorSummary, FormField, PrimaryButton, TextField, useFormErrors } from '@portal/ui';
import { useTranslation } from '@portal/core';

const FIELDS = ['userId'] as const;

/** Picks a flag, a user and a value; the page confirms before anything is written. */
export function UserFlagOverrideForm(props: { flags: readonly string[]; onSubmit: (flag: string, value: boolean, userId: string) => void }) {
  const { t } = useTranslation('admin');
  const [flag, setFlag] = useState(props.flags[0] ?? '');
  const [value, setValue] = useState<'on' | 'off'>('on');
  const [userId, setUserId] = useState('');
  const errors = useFormErrors(FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!errors.show({ userId: userId.trim() ? null : t('operations.flags.errorUserId') })) return;
    props.onSubmit(flag, value === 'on', userId.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary problems={errors.problems} />
      <FormField label={t('operations.flags.flag')}>
        {(control) => (
          <select {...control} value={flag} onChange={(event) => setFlag(event.target.value)}>
            {props.flags.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id={errors.fieldId('userId')}
        label={t('operations.flags.userId')}
        hint={t('operations.flags.userIdHint')}
        value={userId}
        onValue={setUserId}
        error={errors.errors.userId}
        autoComplete="off"
      />
      <FormField label={t('operations.flags.value')}>
        {(control) => (
          <select {...control} value={value} onChange={(event) => setValue(event.target.value as 'on' | 'off')}>
            <option value="on">{t('operations.on')}</option>
            <option value="off">{t('operations.off')}</option>
          </select>
        )}
      </FormField>
      <ButtonRow>
        <PrimaryButton type="submit">{t('operations.flags.addUser')}</PrimaryButton>
      </ButtonRow>
    </form>
  );
}

import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { TextField, useFormErrors } from '@portal/ui';
import { useState } from 'react';
import { ADMIN_USERS_API, type AdminUserSummary } from '../../contract/users';
import { emailAndNameProblems, NewAccountCard } from './NewAccountCard';
import { useConfirmedWrite } from './useConfirmedWrite';

const FIELDS = ['email', 'name', 'phone'] as const;

/** POST /admin/users/v1/create: a customer's login; the person sets a password with "forgot password". */
export function CreateUserCard() {
  const { t } = useTranslation('admin');
  const api = useService(ApiClientRef);
  const errors = useFormErrors(FIELDS);
  const write = useConfirmedWrite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');

  const submit = async () => {
    if (!errors.show(emailAndNameProblems(email, name, t))) return;
    const created = await write.run(
      { title: t('users.create.confirmTitle'), body: t('users.create.confirmBody', { email: email.trim() }), confirm: t('users.create.submit') },
      () => api.post<AdminUserSummary>(ADMIN_USERS_API.create, { email, name, ...(phone.trim() ? { phone } : {}) }),
      (user) => t('users.create.done', { email: user.email, id: user.priwattiUserId }),
      (failure) => {
        const field = failure.field?.replace('body.', '') as (typeof FIELDS)[number] | undefined;
        if (field && FIELDS.includes(field)) {
          errors.show({ [field]: failure.code === 'ACCOUNT_ALREADY_EXISTS' ? t('users.errors.exists') : t(`users.errors.${field}`) });
          return true;
        }
        return false;
      },
    );
    if (created) {
      setEmail('');
      setName('');
      setPhone('');
    }
  };

  return (
    <NewAccountCard
      title={t('users.create.title')}
      intro={t('users.create.intro')}
      submitLabel={t('users.create.submit')}
      problems={errors.problems}
      email={{ id: errors.fieldId('email'), value: email, onValue: setEmail, error: errors.errors.email }}
      name={{ id: errors.fieldId('name'), value: name, onValue: setName, error: errors.errors.name }}
      outcome={write.outcome}
      busy={write.busy}
      onSubmit={submit}
    >
      <TextField
        id={errors.fieldId('phone')}
        label={t('users.fields.phone')}
        hint={t('users.fields.optional')}
        type="tel"
        autoComplete="off"
        value={phone}
        onValue={setPhone}
        error={errors.errors.phone}
      />
    </NewAccountCard>
  );
}

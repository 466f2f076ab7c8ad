import { ApiClientRef, ButtonRow, Card, ErrorSummary, PrimaryButton, Stack, StatusMessage, TextField, useFormErrors, useService, useTranslation } from '@portal/core';
import { useState, type FormEvent } from 'react';
import { ADMIN_USERS_API, type AdminUserSummary } from '../../contract/users';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = errors.show({
      email: email.includes('@') ? null : t('users.errors.email'),
      name: name.trim() ? null : t('users.errors.name'),
    });
    if (!ok) return;
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
    <Card title={t('users.create.title')} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('users.create.title')}>
        <Stack>
          <p>{t('users.create.intro')}</p>
          <ErrorSummary problems={errors.problems} title={t('users.errors.title')} />
          <TextField id={errors.fieldId('email')} label={t('users.fields.email')} type="email" autoComplete="off" value={email} onValue={setEmail} error={errors.errors.email} />
          <TextField id={errors.fieldId('name')} label={t('users.fields.name')} autoComplete="off" value={name} onValue={setName} error={errors.errors.name} />
          <TextField id={errors.fieldId('phone')} label={t('users.fields.phone')} hint={t('users.fields.optional')} type="tel" autoComplete="off" value={phone} onValue={setPhone} error={errors.errors.phone} />
          {write.outcome && <StatusMessage tone={write.outcome.tone}>{write.outcome.text}</StatusMessage>}
          <ButtonRow>
            <PrimaryButton type="submit" disabled={write.busy}>
              {t('users.create.submit')}
            </PrimaryButton>
          </ButtonRow>
        </Stack>
      </form>
    </Card>
  );
}

import { Card, PrimaryButton, TextField } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { useState, type FormEvent } from 'react';
import { USER_MANAGEMENT_API } from '../../contract/paths';
import { createUserResponseSchema } from '../../contract/userManagement';
import { attempt } from './attempt';
import type { Dialog } from './Modals';

/** "Add users" (requirements §2 menu section): an address, a confirm step, then "added" or "invited". */
export function AddUserForm(props: { readonly company: string; readonly userId: string; readonly show: (dialog: Dialog | null) => void }) {
  const { t } = useTranslation('user-management');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const existingUsers = USER_MANAGEMENT_API.op(props.company, props.userId, 'existingUsers');
  const create = useApiMutation(
    (api, address: string) =>
      attempt(() =>
        api.post(USER_MANAGEMENT_API.op(props.company, props.userId, 'create'), { email: address }, { schema: createUserResponseSchema }),
      ),
    { invalidates: [existingUsers], showErrorModal: false },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError(t('add.email'));
      return;
    }
    setError(null);
    props.show({
      kind: 'confirm',
      title: t('add.confirmTitle'),
      body: t('add.confirmBody', { email: address }),
      confirmLabel: t('add.confirm'),
      onConfirm: () => {
        void create.run(address).then((result) => {
          if (!result || 'failure' in result) {
            props.show({ kind: 'error', title: t('add.failedTitle'), body: result && 'failure' in result ? result.failure?.message : undefined });
            return;
          }
          setEmail('');
          props.show(
            result.ok.outcome === 'added'
              ? { kind: 'success', title: t('add.addedTitle'), body: t('add.addedBody') }
              : { kind: 'success', title: t('add.invitedTitle'), body: t('add.invitedBody', { email: address }) },
          );
        });
      },
    });
  };

  return (
    <Card title={t('add.heading')} headingLevel={2}>
      <p>{t('add.intro')}</p>
      <form onSubmit={submit} noValidate>
        <TextField label={t('add.email')} type="email" autoComplete="off" value={email} onValue={setEmail} error={error} />
        <PrimaryButton type="submit" disabled={create.running}>
          {t('add.submit')}
        </PrimaryButton>
      </form>
    </Card>
  );
}

import {
  ApiClientRef,
  ButtonRow,
  Card,
  CheckboxField,
  ErrorSummary,
  FieldGroup,
  PrimaryButton,
  Stack,
  StatusMessage,
  TextField,
  useFormErrors,
  useService,
  useTranslation,
} from '@portal/core';
import { useState, type FormEvent } from 'react';
import { ADMIN_USERS_API, type AccessRights } from '../../contract/users';
import { groupLabel } from './groupLabel';
import { useConfirmedWrite } from './useConfirmedWrite';
import { useGrantableGroups } from './useGrantableGroups';

const FIELDS = ['email', 'name', 'groups'] as const;

/**
 * POST /admin/access-rights/v1/create/user (SPEC "create admin user"). Only the groups the admin could
 * hold themselves are offered (the server refuses any other with 403).
 */
export function CreateAdminUserCard() {
  const { t } = useTranslation('admin');
  const api = useService(ApiClientRef);
  const errors = useFormErrors(FIELDS);
  const write = useConfirmedWrite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [groups, setGroups] = useState<readonly string[]>([]);
  const { grantable } = useGrantableGroups();

  const toggle = (group: string, on: boolean) => setGroups((current) => (on ? [...current, group] : current.filter((g) => g !== group)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = errors.show({
      email: email.includes('@') ? null : t('users.errors.email'),
      name: name.trim() ? null : t('users.errors.name'),
      groups: groups.length ? null : t('users.errors.groups'),
    });
    if (!ok) return;
    const created = await write.run(
      {
        title: t('users.admin.confirmTitle'),
        body: t('users.admin.confirmBody', { email: email.trim(), groups: groups.map((g) => groupLabel(t, g)).join(', ') }),
        confirm: t('users.admin.submit'),
      },
      () => api.post<AccessRights>(ADMIN_USERS_API.createAdminUser, { email, name, groups }),
      (user) => t('users.admin.done', { email: user.email }),
      (failure) => {
        if (failure.field === 'body.email') {
          errors.show({ email: failure.code === 'ACCOUNT_ALREADY_EXISTS' ? t('users.errors.exists') : t('users.errors.email') });
          return true;
        }
        return false;
      },
    );
    if (created) {
      setEmail('');
      setName('');
      setGroups([]);
    }
  };

  return (
    <Card title={t('users.admin.title')} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('users.admin.title')}>
        <Stack>
          <p>{t('users.admin.intro')}</p>
          <ErrorSummary problems={errors.problems} title={t('users.errors.title')} />
          <TextField id={errors.fieldId('email')} label={t('users.fields.email')} type="email" autoComplete="off" value={email} onValue={setEmail} error={errors.errors.email} />
          <TextField id={errors.fieldId('name')} label={t('users.fields.name')} autoComplete="off" value={name} onValue={setName} error={errors.errors.name} />
          <FieldGroup id={errors.fieldId('groups')} aria-describedby={errors.errors.groups ? `${errors.fieldId('groups')}-error` : undefined}>
            <legend>{t('users.rights.groups')}</legend>
            {errors.errors.groups && <StatusMessage tone="error">{errors.errors.groups}</StatusMessage>}
            {grantable.map((group) => (
              <CheckboxField key={group} label={groupLabel(t, group)} checked={groups.includes(group)} onChange={(event) => toggle(group, event.target.checked)} />
            ))}
          </FieldGroup>
          {write.outcome && <StatusMessage tone={write.outcome.tone}>{write.outcome.text}</StatusMessage>}
          <ButtonRow>
            <PrimaryButton type="submit" disabled={write.busy}>
              {t('users.admin.submit')}
            </PrimaryButton>
          </ButtonRow>
        </Stack>
      </form>
    </Card>
  );
}

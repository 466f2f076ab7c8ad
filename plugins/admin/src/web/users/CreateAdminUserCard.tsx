import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { CheckboxField, FieldGroup, StatusMessage, useFormErrors } from '@portal/ui';
import { useState } from 'react';
import { ADMIN_USERS_API, type AccessRights } from '../../contract/users';
import { groupLabel } from './groupLabel';
import { emailAndNameProblems, NewAccountCard } from './NewAccountCard';
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

  const submit = async () => {
    if (!errors.show({ ...emailAndNameProblems(email, name, t), groups: groups.length ? null : t('users.errors.groups') })) return;
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
    <NewAccountCard
      title={t('users.admin.title')}
      intro={t('users.admin.intro')}
      submitLabel={t('users.admin.submit')}
      problems={errors.problems}
      email={{ id: errors.fieldId('email'), value: email, onValue: setEmail, error: errors.errors.email }}
      name={{ id: errors.fieldId('name'), value: name, onValue: setName, error: errors.errors.name }}
      outcome={write.outcome}
      busy={write.busy}
      onSubmit={submit}
    >
      <FieldGroup id={errors.fieldId('groups')} aria-describedby={errors.errors.groups ? `${errors.fieldId('groups')}-error` : undefined}>
        <legend>{t('users.rights.groups')}</legend>
        {errors.errors.groups && <StatusMessage tone="error">{errors.errors.groups}</StatusMessage>}
        {grantable.map((group) => (
          <CheckboxField
            key={group}
            label={groupLabel(t, group)}
            checked={groups.includes(group)}
            onChange={(event) => toggle(group, event.target.checked)}
          />
        ))}
      </FieldGroup>
    </NewAccountCard>
  );
}

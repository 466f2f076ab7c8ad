import { useState, type FormEvent } from 'react';
import { Card, ErrorState, FactList, PrimaryButton, TextField } from '@portal/ui';
import { formatDateTime, useApi, useTranslation } from '@portal/core';
import { ADMIN_DEVELOPER_API, type DebugInfo } from '../../contract/developer';
import { LoadState } from './LoadState';

function DebugFacts({ info }: { info: DebugInfo }) {
  const { t } = useTranslation('admin');
  const none = t('developer.none');
  return (
    <FactList
      facts={[
        { term: t('developer.user.email'), value: info.user.email },
        { term: t('developer.user.mode'), value: info.user.uiMode },
        { term: t('developer.user.verified'), value: info.user.verified ? t('developer.user.yes') : t('developer.user.no') },
        { term: t('developer.user.groups'), value: info.groups.join(', ') || none },
        {
          term: t('developer.user.customerships'),
          value: info.customerships.map((c) => `${c.company} ${c.customerCode} (${c.customerType})`).join(', ') || none,
        },
        { term: t('developer.user.places'), value: String(info.placesCount) },
        { term: t('developer.user.sessions'), value: String(info.activeSessionsCount) },
        { term: t('developer.user.flags'), value: info.flagOverrides.map((f) => `${f.company} ${f.flag}=${String(f.value)}`).join(', ') || none },
        { term: t('developer.user.lastLogin'), value: info.lastLoginAt ? formatDateTime(info.lastLoginAt) : t('developer.never') },
      ]}
    />
  );
}

/** A user's debug info by id (GET /admin/debug/v1/info/{priwattiUserId}). */
export function UserDebugCard() {
  const { t } = useTranslation('admin');
  const [input, setInput] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const info = useApi<DebugInfo>(asked ? ADMIN_DEVELOPER_API.debugInfo(asked) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = input.trim();
    setProblem(id ? null : t('developer.user.required'));
    setAsked(id || null);
  };
  const notFound = info.error?.status === 404 || info.error?.status === 400;
  return (
    <Card title={t('developer.user.title')} headingLevel={2}>
      <form onSubmit={submit} noValidate>
        <TextField label={t('developer.user.id')} value={input} onValue={setInput} error={problem} />
        <PrimaryButton type="submit">{t('developer.user.search')}</PrimaryButton>
      </form>
      {asked &&
        (notFound ? (
          <ErrorState>
            <p>{t('developer.user.notFound')}</p>
          </ErrorState>
        ) : (
          <LoadState data={info.data} error={info.error} retry={() => void info.mutate()}>
            {(data) => <DebugFacts info={data} />}
          </LoadState>
        ))}
    </Card>
  );
}

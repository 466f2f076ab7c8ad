import { ButtonRow, Card, DataTable, SecondaryButton, StatusBadge, type DataColumn } from '@portal/ui';
import { formatDateTime, useApiMutation, useTranslation } from '@portal/core';
import { useEffect, useRef, useState } from 'react';
import type { ApiKey } from '../../contract/apiKeys';
import { EXTERNAL_API_API } from '../../contract/paths';

interface Props {
  readonly keys: readonly ApiKey[];
  readonly company: string;
  readonly userId: string;
  readonly keysUrl: string;
}

/** `2026-03-05` → `5.3.2026` (a Helsinki day, no time zone to convert). */
const localDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}.${m}.${y}`;
};

/** Today in Helsinki, `YYYY-MM-DD`: a key works through its last day. */
const helsinkiToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

/** The company's keys: when each was made and last used, until when it works, and a revoke (confirmed). */
export function KeyTable({ keys, company, userId, keysUrl }: Props) {
  const { t } = useTranslation('external-api');
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const revoke = useApiMutation((api, keyId: string) => api.delete(EXTERNAL_API_API.revokeKey(company, userId, keyId)), {
    invalidates: [keysUrl],
  });
  const today = helsinkiToday();
  const question = useRef<HTMLDivElement>(null);
  // The question takes focus, so a keyboard or screen reader user meets it at once.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  const status = (key: ApiKey) =>
    key.revokedAt ? (
      <StatusBadge tone="neutral">{t('list.revoked')}</StatusBadge>
    ) : key.expiresOn && key.expiresOn < today ? (
      <StatusBadge tone="warning">{t('list.expired')}</StatusBadge>
    ) : (
      <StatusBadge tone="success">{t('list.active')}</StatusBadge>
    );

  const columns: DataColumn<ApiKey>[] = [
    { key: 'name', header: t('list.name'), cell: (key) => key.name, rowHeader: true, sortValue: (key) => key.name },
    { key: 'prefix', header: t('list.prefix'), cell: (key) => <code>{key.prefix}…</code> },
    { key: 'created', header: t('list.createdAt'), cell: (key) => formatDateTime(key.createdAt), sortValue: (key) => key.createdAt },
    { key: 'used', header: t('list.lastUsed'), cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('list.never')) },
    { key: 'expires', header: t('list.expires'), cell: (key) => (key.expiresOn ? localDay(key.expiresOn) : t('list.untilRevoked')) },
    { key: 'status', header: t('list.status'), cell: status },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (key) =>
        key.revokedAt ? null : (
          <SecondaryButton type="button" aria-label={t('list.revoke', { name: key.name })} onClick={() => setConfirming(key)}>
            {t('list.revokeShort')}
          </SecondaryButton>
        ),
    },
  ];

  return (
    <Card title={t('list.heading')} headingLevel={2}>
      {confirming && (
        <div role="alertdialog" aria-labelledby="external-api-revoke-question" tabIndex={-1} ref={question}>
          <p id="external-api-revoke-question">{t('list.confirm', { name: confirming.name })}</p>
          <ButtonRow>
            <SecondaryButton type="button" disabled={revoke.running} onClick={() => void revoke.run(confirming.id).then(() => setConfirming(null))}>
              {t('list.confirmYes')}
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => setConfirming(null)}>
              {t('list.cancel')}
            </SecondaryButton>
          </ButtonRow>
        </div>
      )}
      {keys.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <DataTable caption={t('list.caption')} captionHidden columns={columns} rows={keys} rowKey={(key) => key.id} />
      )}
    </Card>
  );
}

import { useState } from 'react';
import { ButtonRow, Card, DataTable, MutedText, SecondaryButton, type DataColumn } from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { ADMIN_DEVELOPER_API, type CacheDeleteResult, type CacheList, type CacheValue } from '../../contract/developer';
import { LoadState } from './LoadState';

type CacheInfo = CacheList['caches'][number];

/** One cache's keys, each with show and (when the cache allows) clear. */
function CacheTable({
  cache,
  onShow,
  onDelete,
  busy,
}: {
  cache: CacheInfo;
  onShow: (key: string) => void;
  onDelete: (key: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  const columns: DataColumn<string>[] = [
    { key: 'key', header: t('developer.caches.key'), rowHeader: true, cell: (key) => <code>{key}</code> },
    {
      key: 'actions',
      header: t('developer.caches.actions'),
      cell: (key) => (
        <ButtonRow>
          <SecondaryButton type="button" aria-label={t('developer.caches.showKey', { key })} onClick={() => onShow(key)}>
            {t('developer.caches.show')}
          </SecondaryButton>
          {cache.deletable && (
            <SecondaryButton type="button" disabled={busy} aria-label={t('developer.caches.removeKey', { key })} onClick={() => onDelete(key)}>
              {t('developer.caches.remove')}
            </SecondaryButton>
          )}
        </ButtonRow>
      ),
    },
  ];
  return (
    <section>
      <h3>{cache.name}</h3>
      <MutedText>{cache.description}</MutedText>
      {!cache.deletable && <MutedText>{t('developer.caches.readOnly')}</MutedText>}
      {cache.keys.length === 0 ? (
        <p>{t('developer.caches.empty')}</p>
      ) : (
        <DataTable
          caption={t('developer.caches.caption', { name: cache.name })}
          captionHidden
          columns={columns}
          rows={cache.keys}
          rowKey={(key) => key}
          maxHeight="20rem"
        />
      )}
    </section>
  );
}

/** The server's registered caches (GET, DELETE /admin/cache-keys/v1; GET .../{key}). */
export function CacheKeysCard() {
  const { t } = useTranslation('admin');
  const list = useApi<CacheList>(ADMIN_DEVELOPER_API.cacheKeys(), undefined, { dedupingInterval: 0 });
  const [shown, setShown] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const value = useApi<CacheValue>(shown ? ADMIN_DEVELOPER_API.cacheKey(shown) : null, undefined, { dedupingInterval: 0 });
  const remove = useApiMutation(
    (api, key: string | null) => api.delete<CacheDeleteResult>(ADMIN_DEVELOPER_API.cacheKeys(), key ? { query: { key } } : {}),
    { invalidates: [ADMIN_DEVELOPER_API.cacheKeys()] },
  );
  const run = async (key: string | null) => {
    const result = await remove.run(key);
    if (result) {
      setDeleted(result.deleted);
      if (key === shown || key === null) setShown(null);
      await list.mutate();
    }
  };
  return (
    <Card title={t('developer.caches.title')} headingLevel={2}>
      <ButtonRow>
        <SecondaryButton type="button" disabled={remove.running} onClick={() => void run(null)}>
          {t('developer.caches.removeAll')}
        </SecondaryButton>
      </ButtonRow>
      <div role="status">{deleted !== null && t('developer.caches.deleted', { count: deleted })}</div>
      <LoadState data={list.data} error={list.error} retry={() => void list.mutate()}>
        {(caches) => (
          <>
            {caches.caches.map((cache) => (
              <CacheTable key={cache.name} cache={cache} busy={remove.running} onShow={setShown} onDelete={(key) => void run(key)} />
            ))}
          </>
        )}
      </LoadState>
      {shown && (
        <section aria-live="polite">
          <h3>{t('developer.caches.value', { key: shown })}</h3>
          <LoadState data={value.data} error={value.error} retry={() => void value.mutate()}>
            {(cached) => <pre>{JSON.stringify(cached.value, null, 2)}</pre>}
          </LoadState>
        </section>
      )}
    </Card>
  );
}

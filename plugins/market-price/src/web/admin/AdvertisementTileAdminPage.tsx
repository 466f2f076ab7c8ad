import { useState } from 'react';
import {
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  PageHeader,
  SecondaryButton,
  Stack,
  type DataColumn,
} from '@portal/ui';
import { formatDateTime, useApi, useApiMutation, useTranslation } from '@portal/core';
import { adminAdvertisementTileListSchema, type AdminAdvertisementTile } from '../../contract/advertisementTile';
import { MARKET_PRICE_API } from '../../contract/paths';
import { AdvertisementTileForm } from './AdvertisementTileForm';

/**
 * `/admin/mainostiilet` (permission admin.advertisementTile): this portal's advertisement tiles over the
 * existing routes (GET, POST /admin/advertisement-tile/v1, DELETE .../{id}); removal behind a confirm.
 */
export default function AdvertisementTileAdminPage() {
  const { t } = useTranslation('market-price');
  const tiles = useApi(MARKET_PRICE_API.adminAdvertisementTiles, adminAdvertisementTileListSchema);
  const [removing, setRemoving] = useState<AdminAdvertisementTile | null>(null);
  const remove = useApiMutation((api, id: string) => api.delete(MARKET_PRICE_API.adminAdvertisementTile(id)), {
    invalidates: [MARKET_PRICE_API.adminAdvertisementTiles],
  });
  const columns: DataColumn<AdminAdvertisementTile>[] = [
    { key: 'title', header: t('admin.title'), cell: (tile) => tile.title.fi, rowHeader: true },
    { key: 'body', header: t('admin.body'), cell: (tile) => tile.body.fi },
    { key: 'link', header: t('admin.link'), cell: (tile) => tile.linkUrl ?? '–' },
    { key: 'starts', header: t('admin.starts'), cell: (tile) => formatDateTime(tile.startsAt), sortValue: (tile) => tile.startsAt },
    { key: 'ends', header: t('admin.ends'), cell: (tile) => (tile.endsAt ? formatDateTime(tile.endsAt) : '–') },
    {
      key: 'actions',
      header: t('admin.actions'),
      cell: (tile) => (
        <SecondaryButton type="button" onClick={() => setRemoving(tile)}>
          {t('admin.remove', { title: tile.title.fi })}
        </SecondaryButton>
      ),
    },
  ];
  return (
    <Stack>
      <PageHeader title={t('admin.pageTitle')} description={t('admin.intro')} />
      <Card title={t('admin.listTitle')} headingLevel={2}>
        {tiles.error ? (
          <ErrorState onRetry={() => void tiles.mutate()}>{t('admin.loadFailed')}</ErrorState>
        ) : !tiles.data ? (
          <LoadingSkeleton label={t('admin.listTitle')} />
        ) : tiles.data.tiles.length === 0 ? (
          <EmptyState title={t('admin.empty')} headingLevel={3} />
        ) : (
          <DataTable caption={t('admin.listTitle')} captionHidden columns={columns} rows={tiles.data.tiles} rowKey={(tile) => tile.id} />
        )}
      </Card>
      <Card title={t('admin.createTitle')} headingLevel={2}>
        <AdvertisementTileForm />
      </Card>
      {removing && (
        <ConfirmDialog
          title={t('admin.confirmRemoveTitle')}
          confirmLabel={t('admin.confirmRemove')}
          cancelLabel={t('admin.cancel')}
          busy={remove.running}
          onConfirm={() => void remove.run(removing.id).then(() => setRemoving(null))}
          onCancel={() => setRemoving(null)}
        >
          {t('admin.confirmRemoveBody', { title: removing.title.fi })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

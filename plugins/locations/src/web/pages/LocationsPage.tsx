import { DEFAULT_PORTAL_CONSTANTS, usePortalRuntime, useTranslation, useUiMode, useUserId } from '@portal/core';
import { EmptyState, ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { LocationList } from '../components/LocationList';
import { useLocationContent } from '../hooks/useLocationContent';
import { useLocationHref } from '../hooks/useLocationHref';
import { useLocationWrites } from '../hooks/useLocationWrites';

/** `/kayttopaikka`: the user's use places in their content order, with reorder and rename. */
export default function LocationsPage() {
  const { t } = useTranslation('locations');
  const userId = useUserId();
  const content = useLocationContent(userId);
  const { saveOrder, rename } = useLocationWrites(userId, content.mutate);
  const detailHref = useLocationHref();
  const mode = useUiMode();
  // requirements §9 page size, from the company's constants so a company could differ.
  const pageSize = usePortalRuntime().company.constants?.locationPageSize ?? DEFAULT_PORTAL_CONSTANTS.locationPageSize;

  return (
    <Stack>
      <PageHeader title={t('list.title')} description={content.data && content.data.content.length > 0 ? t('list.intro') : undefined} />
      {content.error ? (
        <ErrorState onRetry={() => void content.mutate()}>{t('list.error')}</ErrorState>
      ) : !content.data ? (
        <LoadingSkeleton lines={6} label={t('list.loading')} />
      ) : content.data.content.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <LocationList
          items={content.data.content}
          paged={mode === 'B2B'}
          pageSize={pageSize}
          detailHref={detailHref}
          saveOrder={saveOrder}
          rename={rename}
        />
      )}
    </Stack>
  );
}

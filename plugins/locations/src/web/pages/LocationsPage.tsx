import { DEFAULT_PORTAL_CONSTANTS, SecondaryButton, StatusMessage, usePortalRuntime, useTranslation, useUiMode, useUserId } from '@portal/core';
import styled from 'styled-components';
import { LocationList } from '../components/LocationList';
import { PageHeading } from '../components/PageHeading';
import { useLocationContent } from '../hooks/useLocationContent';
import { useLocationHref } from '../hooks/useLocationHref';
import { useLocationWrites } from '../hooks/useLocationWrites';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Intro = styled.p`
  margin: 0;
`;

/** `/kayttopaikka`: the user's use places in their content order, with reorder and rename. */
export default function LocationsPage() {
  const { t } = useTranslation('locations');
  const userId = useUserId();
  const content = useLocationContent(userId);
  const { saveOrder, rename } = useLocationWrites(userId, content.mutate);
  const detailHref = useLocationHref();
  const mode = useUiMode();
  // SPEC §9 page size, from the company's constants so a company could differ.
  const pageSize = usePortalRuntime().company.constants?.locationPageSize ?? DEFAULT_PORTAL_CONSTANTS.locationPageSize;

  return (
    <Page aria-labelledby="locations-heading">
      <PageHeading id="locations-heading">{t('list.title')}</PageHeading>
      {content.error ? (
        <StatusMessage
          tone="error"
          action={
            <SecondaryButton type="button" onClick={() => void content.mutate()}>
              {t('list.retry')}
            </SecondaryButton>
          }
        >
          {t('list.error')}
        </StatusMessage>
      ) : !content.data ? (
        <StatusMessage>{t('list.loading')}</StatusMessage>
      ) : content.data.content.length === 0 ? (
        <StatusMessage>{t('list.empty')}</StatusMessage>
      ) : (
        <>
          <Intro>{t('list.intro')}</Intro>
          <LocationList
            items={content.data.content}
            paged={mode === 'B2B'}
            pageSize={pageSize}
            detailHref={detailHref}
            saveOrder={saveOrder}
            rename={rename}
          />
        </>
      )}
    </Page>
  );
}

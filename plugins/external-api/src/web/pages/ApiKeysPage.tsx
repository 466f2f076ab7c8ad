import { EmptyState, ErrorState, LoadingSkeleton, PageHeader, SegmentedChoice, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { apiKeysResponseSchema, type CreatedApiKey } from '../../contract/apiKeys';
import { EXTERNAL_API_API } from '../../contract/paths';
import { CreatedKey } from '../components/CreatedKey';
import { CreateKeyForm } from '../components/CreateKeyForm';
import { KeyTable } from '../components/KeyTable';

/**
 * `/api-avaimet` (issue 18): a business customer's main user makes API keys for the company's own
 * systems, sees a new key once, and revokes keys. A lazy chunk: zod, the schemas and the texts load
 * with it, not at start-up. The menu step is shown to main users only (menu/MainUserOnly).
 */
export default function ApiKeysPage() {
  const { t } = useTranslation('external-api');
  const userId = useUserId();
  const keysUrl = userId ? EXTERNAL_API_API.keys(userId) : null;
  const answer = useApi(keysUrl, apiKeysResponseSchema);
  const [picked, setPicked] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const companies = answer.data?.companies ?? [];
  const company = companies.find((c) => c.companyReferenceId === picked) ?? companies[0];

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {answer.error ? (
        <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>
      ) : !answer.data || !userId || !keysUrl ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : !company ? (
        <EmptyState title={t('page.notMainUser')} />
      ) : (
        <>
          {companies.length > 1 && (
            <SegmentedChoice
              label={t('page.company')}
              choices={companies.map((c) => ({ value: c.companyReferenceId, label: c.name ?? c.companyReferenceId }))}
              value={company.companyReferenceId}
              onChange={setPicked}
            />
          )}
          {created ? (
            <CreatedKey created={created} onDone={() => setCreated(null)} />
          ) : (
            <CreateKeyForm company={company.companyReferenceId} userId={userId} keysUrl={keysUrl} onCreated={setCreated} />
          )}
          <KeyTable
            keys={answer.data.keys.filter((key) => key.companyReferenceId === company.companyReferenceId)}
            company={company.companyReferenceId}
            userId={userId}
            keysUrl={keysUrl}
          />
        </>
      )}
    </Stack>
  );
}

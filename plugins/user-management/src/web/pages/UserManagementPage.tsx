import { EmptyState, ErrorState, LoadingSkeleton, PageHeader, SegmentedChoice, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { USER_MANAGEMENT_API } from '../../contract/paths';
import { myCompaniesResponseSchema } from '../../contract/userManagement';
import { CompanyCustomerships } from '../components/CompanyCustomerships';
import { CompanyUsers } from '../components/CompanyUsers';
import { DialogView, type Dialog } from '../components/Modals';

/**
 * `/kayttajahallinta` (requirements §2 "main user management", "user management"): a business customer's main
 * user manages the company's sub-users and their rights. A sub-user is told that the main user does
 * it. A lazy chunk: zod, the schemas and the texts load with it, not at start-up.
 */
export default function UserManagementPage() {
  const { t } = useTranslation('user-management');
  const userId = useUserId();
  const companiesUrl = userId ? USER_MANAGEMENT_API.companies(userId) : null;
  const companies = useApi(companiesUrl, myCompaniesResponseSchema);
  const [picked, setPicked] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const managed = companies.data?.companies.filter((c) => c.role === 'main') ?? [];
  const company = managed.find((c) => c.customerCode === picked) ?? managed[0];

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {companies.error ? (
        <ErrorState onRetry={() => void companies.mutate()}>{t('page.error')}</ErrorState>
      ) : !companies.data || !userId ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : !company ? (
        <EmptyState
          title={companies.data.companies.length ? t('page.notMainUser') : t('page.noCompanies')}
          description={companies.data.companies.length ? t('page.notMainUserHelp') : undefined}
        />
      ) : (
        <>
          {managed.length > 1 && (
            <SegmentedChoice
              label={t('page.company')}
              choices={managed.map((c) => ({ value: c.customerCode, label: c.businessName ?? c.customerCode }))}
              value={company.customerCode}
              onChange={setPicked}
            />
          )}
          <CompanyUsers
            key={company.customerCode}
            company={company.customerCode}
            userId={userId}
            show={setDialog}
            onTransferred={() => void companies.mutate()}
          />
          <CompanyCustomerships
            companies={managed}
            company={company.customerCode}
            userId={userId}
            show={setDialog}
            onChanged={() => void companies.mutate()}
          />
        </>
      )}
      {dialog && (
        <DialogView dialog={dialog} busy={false} cancelLabel={t('common.cancel')} closeLabel={t('common.close')} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

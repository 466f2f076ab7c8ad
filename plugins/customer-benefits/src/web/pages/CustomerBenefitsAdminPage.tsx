import { DataTable, EmptyState, ErrorState, LoadingSkeleton, PageHeader, PrimaryButton, SecondaryButton, Stack, type DataColumn } from '@portal/ui';
import { ModalActions, ModalDialog, ModalTitle, useApi, useApiMutation, useTranslation } from '@portal/core';
import { useState } from 'react';
import { adminBenefitListSchema, type AdminBenefit } from '../../contract/customerBenefits';
import { CUSTOMER_BENEFITS_API } from '../../contract/paths';
import { BenefitForm } from '../components/BenefitForm';
import { localDateText } from '../components/localDateText';

/**
 * `/hallinta/asiakasedut` (admin menu, permission admin.benefits): this company's benefits with their
 * codes and claim counts; add one, or delete one after a confirm step.
 */
export default function CustomerBenefitsAdminPage() {
  const { t } = useTranslation('customer-benefits');
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<AdminBenefit | null>(null);
  const answer = useApi(CUSTOMER_BENEFITS_API.admin, adminBenefitListSchema);
  const remove = useApiMutation((api, id: string) => api.delete(CUSTOMER_BENEFITS_API.adminOne(id)), { invalidates: [CUSTOMER_BENEFITS_API.admin] });

  const columns: DataColumn<AdminBenefit>[] = [
    { key: 'title', header: t('admin.columns.title'), cell: (row) => row.title.fi, rowHeader: true, sortValue: (row) => row.title.fi },
    { key: 'partner', header: t('admin.columns.partner'), cell: (row) => row.partner ?? t('page.own') },
    { key: 'code', header: t('admin.columns.code'), cell: (row) => row.code },
    { key: 'audience', header: t('admin.columns.audience'), cell: (row) => row.modes.map((mode) => t(`modes.${mode}`)).join(', ') },
    {
      key: 'validUntil',
      header: t('admin.columns.validUntil'),
      cell: (row) => (row.validUntil ? localDateText(row.validUntil) : t('admin.untilFurther')),
    },
    { key: 'claims', header: t('admin.columns.claims'), cell: (row) => String(row.claims), numeric: true, sortValue: (row) => row.claims },
    {
      key: 'actions',
      header: t('admin.columns.actions'),
      cell: (row) => (
        <SecondaryButton type="button" aria-label={t('admin.removeLabel', { title: row.title.fi })} onClick={() => setRemoving(row)}>
          {t('admin.remove')}
        </SecondaryButton>
      ),
    },
  ];

  const confirmRemove = async () => {
    if (removing) await remove.run(removing.id);
    setRemoving(null);
  };

  return (
    <Stack>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.intro')}
        actions={
          <PrimaryButton type="button" onClick={() => setCreating(true)}>
            {t('admin.create')}
          </PrimaryButton>
        }
      />
      {creating && <BenefitForm onDone={() => setCreating(false)} />}
      {answer.error ? (
        <ErrorState onRetry={() => void answer.mutate()}>{t('admin.error')}</ErrorState>
      ) : !answer.data ? (
        <LoadingSkeleton lines={3} label={t('admin.loading')} />
      ) : answer.data.benefits.length === 0 ? (
        <EmptyState title={t('admin.empty')} />
      ) : (
        <DataTable caption={t('admin.caption')} columns={columns} rows={answer.data.benefits} rowKey={(row) => row.id} />
      )}
      {removing && (
        <ModalDialog kind="confirm" onDismiss={() => setRemoving(null)}>
          <ModalTitle>{t('admin.removeConfirm', { title: removing.title.fi })}</ModalTitle>
          <ModalActions>
            <PrimaryButton type="button" disabled={remove.running} onClick={() => void confirmRemove()}>
              {t('admin.removeYes')}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => setRemoving(null)}>
              {t('admin.cancel')}
            </SecondaryButton>
          </ModalActions>
        </ModalDialog>
      )}
    </Stack>
  );
}

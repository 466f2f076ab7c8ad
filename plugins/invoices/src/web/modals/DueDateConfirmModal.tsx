import { ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import type { DueDateCode } from '../../contract/dueDate';
import { dueDay } from '../../contract/dueDate';

export default function DueDateConfirmModal({ props, resolve, dismiss }: ModalComponentProps<{ readonly code: DueDateCode }, true>) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <ModalTitle>{t('dueDate.confirmTitle')}</ModalTitle>
      <p>{t('dueDate.confirmBody', { day: dueDay(props.code) })}</p>
      <PrimaryButton type="button" onClick={() => resolve(true)}>
        {t('dueDate.confirm')}
      </PrimaryButton>{' '}
      <SecondaryButton type="button" onClick={dismiss}>
        {t('common.cancel')}
      </SecondaryButton>
    </>
  );
}

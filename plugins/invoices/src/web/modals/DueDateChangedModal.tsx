import { ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import { dueDay, type DueDateCode } from '../../contract/dueDate';

export default function DueDateChangedModal({ props, dismiss }: ModalComponentProps<{ readonly code: DueDateCode }, void>) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <ModalTitle>{t('dueDate.changedTitle')}</ModalTitle>
      <p>{t('dueDate.changedBody', { day: dueDay(props.code) })}</p>
      <PrimaryButton type="button" onClick={dismiss}>
        {t('common.ok')}
      </PrimaryButton>
    </>
  );
}

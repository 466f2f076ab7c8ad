import { ModalActions, ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import type { RemoveProps } from '../modals';

export default function RemoveConfirmModal({ props, resolve, dismiss }: ModalComponentProps<RemoveProps, 'confirmed'>) {
  const { t } = useTranslation('representation');
  return (
    <>
      <ModalTitle>{t('remove.title')}</ModalTitle>
      <p>{t('remove.body', { name: props.name })}</p>
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('common.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => resolve('confirmed')}>
          {t('remove.confirm')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}

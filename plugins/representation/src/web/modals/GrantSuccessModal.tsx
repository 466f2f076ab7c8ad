import { ModalActions, ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import type { GrantSummaryProps } from '../modals';

export default function GrantSuccessModal({ props, dismiss }: ModalComponentProps<GrantSummaryProps>) {
  const { t } = useTranslation('representation');
  return (
    <>
      <ModalTitle>{t('grant.successTitle')}</ModalTitle>
      <p>{t('grant.successBody', { email: props.email })}</p>
      <ModalActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('common.close')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}

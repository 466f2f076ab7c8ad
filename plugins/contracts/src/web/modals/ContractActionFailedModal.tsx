import { ModalTitle, useTranslation, type ModalComponentProps, ModalActions } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import type { ContractActionFailedProps } from '../modals';

/** The error end of the confirm flows; says that nothing changed, and the code for customer service. */
export default function ContractActionFailedModal({ props, dismiss }: ModalComponentProps<ContractActionFailedProps, void>) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <ModalTitle>{t('failed.title')}</ModalTitle>
      <p>{t(`failed.${props.action}`)}</p>
      {props.code && <p>{t('failed.code', { code: props.code })}</p>}
      <ModalActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('failed.close')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}

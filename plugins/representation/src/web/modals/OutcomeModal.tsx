import { ModalActions, ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import type { OutcomeProps } from '../modals';

/** The body of each activation outcome's own modal (requirements §8): the texts are the outcome's. */
export default function OutcomeModal({ props, dismiss }: ModalComponentProps<OutcomeProps>) {
  const { t } = useTranslation('representation');
  return (
    <>
      <ModalTitle>{t(`outcome.${props.outcome}.title`)}</ModalTitle>
      <p>{t(`outcome.${props.outcome}.body`, { name: props.name ?? '' })}</p>
      <ModalActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('common.close')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}

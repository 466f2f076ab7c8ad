import { FactList, MutedText, SecondaryButton } from '@portal/ui';
import { ModalActions, ModalTitle, usePortalRuntime, useTranslation, type ModalComponentProps } from '@portal/core';
import { telHref } from './telHref';

/** requirements §2 customer service number info modal: each number of the company with its hours. */
export default function CustomerServiceNumbersModal({ dismiss }: ModalComponentProps<void, void>) {
  const { t } = useTranslation('customer-service');
  const { company } = usePortalRuntime();
  const numbers = company.customerServiceNumbers ?? [];
  return (
    <>
      <ModalTitle>{t('modal.title')}</ModalTitle>
      <p>{t('modal.intro', { company: company.displayName ?? company.code })}</p>
      {numbers.length === 0 ? (
        <p>{t('modal.none')}</p>
      ) : (
        <FactList
          layout="stacked"
          facts={numbers.map((entry) => {
            const type = t(`type.${entry.type}`);
            return {
              key: `${entry.type}-${entry.number}`,
              term: type,
              value: (
                <>
                  <a href={telHref(entry.number)} aria-label={t('modal.call', { number: entry.number, type })}>
                    <strong>{entry.number}</strong>
                  </a>{' '}
                  · {t('modal.hours', { hours: entry.hours })}
                </>
              ),
            };
          })}
        />
      )}
      {numbers.some((entry) => entry.number.startsWith('0800')) && <MutedText>{t('modal.freeOfCharge')}</MutedText>}
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('modal.close')}
        </SecondaryButton>
      </ModalActions>
    </>
  );
}

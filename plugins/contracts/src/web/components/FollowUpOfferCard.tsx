import { Card, FactList, PrimaryButton, isoToFinnish } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { FollowUpOffer } from '../../contract/contracts';
import { usePriceText } from '../hooks/usePriceText';
import type { FollowUpOfferConfirmProps } from '../modals';

/** requirements §2 "follow-up offer": the next contract offered before a fixed term ends, with accept. */
export function FollowUpOfferCard({
  offer,
  vatIncluded,
  readOnly,
  running,
  onAccept,
}: {
  readonly offer: FollowUpOffer;
  readonly vatIncluded: boolean;
  readonly readOnly: boolean;
  readonly running: boolean;
  readonly onAccept: (leadId: string, confirm: FollowUpOfferConfirmProps) => void;
}) {
  const { t } = useTranslation('contracts');
  const priceText = usePriceText(vatIncluded);
  const startDate = isoToFinnish(offer.startDate);

  return (
    <Card title={t('followUp.heading')}>
      <p>{t('followUp.intro', { name: offer.currentContractName, date: isoToFinnish(offer.currentEndDate) })}</p>
      <FactList
        facts={[
          { term: t('followUp.product'), value: offer.productName },
          { term: t('followUp.term'), value: t('followUp.termValue', { count: offer.termMonths }) },
          { term: t('followUp.start'), value: startDate },
          { term: t('followUp.price'), value: priceText(offer.price) },
          { term: t('followUp.basicFee'), value: priceText(offer.basicFee) },
        ]}
      />
      {offer.status === 'ACCEPTED' ? (
        <p role="status">{t('followUp.accepted', { date: startDate })}</p>
      ) : (
        <>
          <p>{t('followUp.validUntil', { date: isoToFinnish(offer.validUntil) })}</p>
          {!readOnly && (
            <div>
              <PrimaryButton
                type="button"
                disabled={running}
                onClick={() =>
                  onAccept(offer.leadId, {
                    productName: offer.productName,
                    startDate: offer.startDate,
                    termMonths: offer.termMonths,
                    priceText: priceText(offer.price),
                  })
                }
              >
                {t('followUp.accept')}
              </PrimaryButton>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

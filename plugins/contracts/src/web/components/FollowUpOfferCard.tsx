import { PrimaryButton, useTranslation } from '@portal/core';
import type { FollowUpOffer } from '../../contract/contracts';
import { usePriceText } from '../hooks/usePriceText';
import { formatLocalDate } from '../model/formatLocalDate';
import type { FollowUpOfferConfirmProps } from '../modals';
import { Card, FactList } from './Card';

/** SPEC §2 "follow-up offer": the next contract offered before a fixed term ends, with accept. */
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
  const headingId = `follow-up-${offer.leadId}-heading`;
  const startDate = formatLocalDate(offer.startDate);

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('followUp.heading')}</h2>
      <p>{t('followUp.intro', { name: offer.currentContractName, date: formatLocalDate(offer.currentEndDate) })}</p>
      <FactList>
        <dt>{t('followUp.product')}</dt>
        <dd>{offer.productName}</dd>
        <dt>{t('followUp.term')}</dt>
        <dd>{t('followUp.termValue', { count: offer.termMonths })}</dd>
        <dt>{t('followUp.start')}</dt>
        <dd>{startDate}</dd>
        <dt>{t('followUp.price')}</dt>
        <dd>{priceText(offer.price)}</dd>
        <dt>{t('followUp.basicFee')}</dt>
        <dd>{priceText(offer.basicFee)}</dd>
      </FactList>
      {offer.status === 'ACCEPTED' ? (
        <p role="status">{t('followUp.accepted', { date: startDate })}</p>
      ) : (
        <>
          <p>{t('followUp.validUntil', { date: formatLocalDate(offer.validUntil) })}</p>
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

import { ErrorState } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useAcceptFollowUpOffer } from '../hooks/useAcceptFollowUpOffer';
import { useFollowUpOffers } from '../hooks/useFollowUpOffers';
import { FollowUpOfferCard } from './FollowUpOfferCard';

/** The place's follow-up offers; nothing at all while the followUpOffer flag is off or none is open. */
export function FollowUpOffers({
  userId,
  locationIdentifier,
  vatIncluded,
}: {
  readonly userId: string | null;
  readonly locationIdentifier: string;
  readonly vatIncluded: boolean;
}) {
  const { t } = useTranslation('contracts');
  const offers = useFollowUpOffers(userId, locationIdentifier);
  const { accept, running } = useAcceptFollowUpOffer(userId, locationIdentifier);
  if (!offers.enabled) return null;
  if (offers.error) return <ErrorState onRetry={() => void offers.mutate()}>{t('followUp.error')}</ErrorState>;
  if (!offers.data) return null;
  const readOnly = offers.data.accessRight === 'READ_ONLY';
  return (
    <>
      {offers.data.offers.map((offer) => (
        <FollowUpOfferCard
          key={offer.leadId}
          offer={offer}
          vatIncluded={vatIncluded}
          readOnly={readOnly}
          running={running}
          onAccept={(leadId, confirm) => void accept(leadId, confirm)}
        />
      ))}
    </>
  );
}

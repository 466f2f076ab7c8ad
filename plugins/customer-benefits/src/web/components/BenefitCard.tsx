import { Card, FactList, PrimaryButton, StatusBadge } from '@portal/ui';
import { useApiMutation, useFormatters, useTranslation } from '@portal/core';
import { benefitClaimSchema, pickBenefitLanguage, type BenefitClaim, type CustomerBenefit } from '../../contract/customerBenefits';
import { CUSTOMER_BENEFITS_API } from '../../contract/paths';
import { localDateText } from './localDateText';

/**
 * One benefit: what it is, whose, until when — and its code once claimed. Claiming is one button; the
 * server remembers the claim, so the code is there on the next visit too (the list is reloaded).
 */
export function BenefitCard({ benefit, userId }: { readonly benefit: CustomerBenefit; readonly userId: string }) {
  const { t, i18n } = useTranslation('customer-benefits');
  const format = useFormatters();
  const title = pickBenefitLanguage(benefit.title, i18n.language);
  const claim = useApiMutation(
    (api) => api.post<BenefitClaim>(CUSTOMER_BENEFITS_API.claim(userId, benefit.id), undefined, { schema: benefitClaimSchema }),
    {
      invalidates: [CUSTOMER_BENEFITS_API.benefits(userId)],
    },
  );
  return (
    <Card
      title={title}
      headingLevel={2}
      subtitle={benefit.partner ? t('page.partner', { partner: benefit.partner }) : t('page.own')}
      aside={benefit.validUntil && <StatusBadge tone="neutral">{t('page.validUntil', { date: localDateText(benefit.validUntil) })}</StatusBadge>}
    >
      <p>{pickBenefitLanguage(benefit.description, i18n.language)}</p>
      {benefit.claim ? (
        <FactList
          facts={[
            { term: t('page.code'), value: <strong>{benefit.claim.code}</strong> },
            { term: t('page.claimedAt'), value: format.date(benefit.claim.claimedAt) },
          ]}
        />
      ) : (
        <PrimaryButton type="button" aria-label={t('page.claimLabel', { title })} disabled={claim.running} onClick={() => void claim.run()}>
          {claim.running ? t('page.claiming') : t('page.claim')}
        </PrimaryButton>
      )}
    </Card>
  );
}

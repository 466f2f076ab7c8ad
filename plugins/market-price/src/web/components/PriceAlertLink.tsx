import { useExternalRoutePath, useFeature, useTranslation, useUserId } from '@portal/core';
import { Link } from 'react-router-dom';
import { priceAlertsExternalRoute } from '../routes';

/**
 * "Tell me when the price is high or low": for a signed-in person with the priceLimit flag. The price
 * alert page is another plugin's, bound in the company config (priceAlertsExternalRoute): the link is
 * drawn only while that page is on in this portal, and follows it if the company moves it.
 */
export function PriceAlertLink() {
  const { t } = useTranslation('market-price');
  const userId = useUserId();
  const priceLimitOn = useFeature('priceLimit');
  const priceAlertsPath = useExternalRoutePath(priceAlertsExternalRoute);
  if (!userId || !priceLimitOn || !priceAlertsPath) return null;
  return (
    <p>
      <Link to={priceAlertsPath}>{t('alertLink')}</Link>
    </p>
  );
}

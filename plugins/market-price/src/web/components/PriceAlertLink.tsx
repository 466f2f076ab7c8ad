import { useActiveContributions, useFeature, useTranslation, useUserId } from '@portal/core';
import { Link } from 'react-router-dom';

/**
 * The alerts plugin's price page, by its path: plugins never import each other, so this is a string,
 * and the link is drawn only when a route with that path is on in this portal (the alerts plugin in
 * the company's set, its priceLimit gate open). A company that moves the page loses the link, never
 * gets a broken one.
 */
const PRICE_ALERTS_PATH = '/halytykset/hinta';

/** "Tell me when the price is high or low": for a signed-in person with the priceLimit flag. */
export function PriceAlertLink() {
  const { t } = useTranslation('market-price');
  const userId = useUserId();
  const priceLimitOn = useFeature('priceLimit');
  const { routes } = useActiveContributions();
  if (!userId || !priceLimitOn || !routes.some((route) => route.ref.defaultPath === PRICE_ALERTS_PATH)) return null;
  return (
    <p>
      <Link to={PRICE_ALERTS_PATH}>{t('alertLink')}</Link>
    </p>
  );
}

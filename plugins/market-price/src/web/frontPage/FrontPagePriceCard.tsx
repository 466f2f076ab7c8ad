import { Card, EnergyValue, ErrorState, LoadingSkeleton } from '@portal/ui';
import { useApi, useFormatters, useTranslation, useUiMode } from '@portal/core';
import { cheapestResponseSchema } from '../../contract/cheapest';
import { MARKET_PRICE_API } from '../../contract/paths';
import { marketPriceRoute } from '../routes';

/**
 * Front page: the spot price now and the next cheap 3-hour window, linking to the price page. For the
 * companies that ship market-price this replaces consumption's spot-price card (config's front-page
 * order lists one or the other). Business users see VAT 0 (DOMAIN).
 */
export default function FrontPagePriceCard() {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const vat = useUiMode() === 'B2B' ? 'VAT_0' : 'VAT_24';
  const answer = useApi([MARKET_PRICE_API.cheapest, { hours: 3, unit: 'KWH', vat }] as const, cheapestResponseSchema);
  const title = t('frontPage.title');
  const link = { to: marketPriceRoute.defaultPath, label: t('frontPage.open') };

  if (answer.error) {
    return (
      <Card title={title}>
        <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>
      </Card>
    );
  }
  if (!answer.data) {
    return (
      <Card title={title}>
        <LoadingSkeleton lines={2} label={t('page.loading')} />
      </Card>
    );
  }
  const { current, window } = answer.data;
  return (
    <Card title={title} link={link}>
      {current === null ? <p>{t('frontPage.missing')}</p> : <EnergyValue value={current} unit="c/kWh" decimals={2} emphasis />}
      {window && (
        <p>
          {t('frontPage.cheapest', {
            start: `${format.date(window.start)} ${format.time(window.start)}`,
            end: format.intervalEndTime(window.end),
            price: `${format.number(window.average, 2)} c/kWh`,
          })}
        </p>
      )}
      <p>{vat === 'VAT_0' ? t('controls.vat0') : t('controls.vatIncluded')}</p>
    </Card>
  );
}

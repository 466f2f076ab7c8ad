import { useState } from 'react';
import { Card, DataTable, ErrorState, LoadingSkeleton, MutedText, TextField } from '@portal/ui';
import { useApi, useFormatters, useTranslation } from '@portal/core';
import { MARKET_PRICE_API } from '../../contract/paths';
import { simulatorResponseSchema, type SimulatorResponse } from '../../contract/simulator';

type Month = SimulatorResponse['months'][number];

/** "8,5" or "8.5" → 8.5; null when not a price 0–200 c/kWh. */
function parsePrice(text: string): number | null {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,4})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 200 ? value : null;
}

/**
 * The simulator (flag marketPriceSimulator): the place's last 12 months as spot + margin against a
 * fixed price — the contract's own, or one the person types in (an offer) — month by month with basic
 * fees and VAT, rounded like invoice lines.
 */
export function SimulatorSection({ userId, locationIdentifier }: { userId: string; locationIdentifier: string }) {
  const { t } = useTranslation('market-price');
  const format = useFormatters();
  const [offer, setOffer] = useState('');
  const price = offer.trim() === '' ? null : parsePrice(offer);
  const answer = useApi(
    [MARKET_PRICE_API.simulator(userId, locationIdentifier), price !== null ? { fixedPriceCKwh: price } : {}] as const,
    simulatorResponseSchema,
  );
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '–' : format.money(v));

  const content = () => {
    if (answer.error) return <ErrorState onRetry={() => void answer.mutate()}>{t('page.error')}</ErrorState>;
    if (!answer.data) return <LoadingSkeleton lines={4} label={t('page.loading')} />;
    const { months, totals, terms } = answer.data;
    return (
      <>
        <MutedText>
          {t('simulator.terms', {
            margin: format.number(terms.marginCKwh, 2),
            fixed: terms.fixedPriceCKwh === null ? '–' : format.number(terms.fixedPriceCKwh, 2),
          })}
        </MutedText>
        <DataTable<Month>
          caption={t('simulator.caption')}
          rows={months}
          rowKey={(m) => m.month}
          columns={[
            { key: 'month', header: t('future.month'), rowHeader: true, cell: (m) => `${Number(m.month.slice(5))}/${m.month.slice(0, 4)}` },
            { key: 'kwh', header: t('own.consumption'), numeric: true, cell: (m) => `${format.number(m.kwh, 0)} kWh` },
            { key: 'spot', header: t('simulator.spot'), numeric: true, cell: (m) => money(m.spot.totalEur) },
            { key: 'fixed', header: t('simulator.fixed'), numeric: true, cell: (m) => money(m.fixed?.totalEur) },
          ]}
          footer={
            <tr>
              <th scope="row">{t('own.total')}</th>
              <td>{`${format.number(totals.kwh, 0)} kWh`}</td>
              <td>{money(totals.spotEur)}</td>
              <td>{money(totals.fixedEur)}</td>
            </tr>
          }
        />
        {months.some((m) => m.unpricedKwh > 0) && <MutedText>{t('simulator.unpriced')}</MutedText>}
      </>
    );
  };

  return (
    <Card title={t('simulator.title')} headingLevel={2} subtitle={t('simulator.intro')}>
      <TextField
        label={t('simulator.offer')}
        hint={t('simulator.offerHint')}
        inputMode="decimal"
        value={offer}
        onValue={setOffer}
        error={offer.trim() !== '' && price === null ? t('simulator.offerError') : null}
      />
      {content()}
    </Card>
  );
}

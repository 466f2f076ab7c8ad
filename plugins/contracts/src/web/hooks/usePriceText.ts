import { useFormatters, useTranslation } from '@portal/core';
import { useCallback } from 'react';
import type { Price } from '../../contract/contracts';
import { shownValue } from '../model/shownPrice';

/**
 * `10,66 c/kWh (sis. ALV)`: the figure of the chosen VAT mode with the label that says which one, in
 * Finnish number format (comma, 2 decimals, requirements §9).
 */
export function usePriceText(vatIncluded: boolean): (price: Price) => string {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  return useCallback(
    (price: Price) => `${format.number(shownValue(price, vatIncluded))} ${price.unit} (${vatIncluded ? t('vat.included') : t('vat.excluded')})`,
    [format, t, vatIncluded],
  );
}

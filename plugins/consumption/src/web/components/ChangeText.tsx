import { useFormatters, useTranslation } from '@portal/core';
import type { ChangeType } from '../../contract';

/** A change in percent, signed and in words ("+12,50 % kasvoi"), so it reads without colour or arrows. */
export function ChangeText({ delta, type }: { readonly delta: number | null; readonly type: ChangeType }) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  if (delta === null) return <>{t('cards.change.UNKNOWN')}</>;
  return <>{`${format.formatPercentChange(1 + delta / 100)} (${t(`cards.change.${type}`)})`}</>;
}

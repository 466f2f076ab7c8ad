import { StatusMessage, useTranslation } from '@portal/core';
import { useSwitchGuard } from '../hooks/useSwitchGuard';
import { formatLocalDate } from '../model/formatLocalDate';
import { Card } from './Card';

/** SPEC §7 contract/switchGuard: whether the contract can be switched now, and if not, why. */
export function SwitchGuardNotice({ userId, locationIdentifier }: { readonly userId: string | null; readonly locationIdentifier: string }) {
  const { t } = useTranslation('contracts');
  const guard = useSwitchGuard(userId, locationIdentifier);
  if (guard.error) return <StatusMessage tone="error">{t('switchGuard.error')}</StatusMessage>;
  if (!guard.data) return null;
  const { allowed, reason, allowedFrom } = guard.data;
  return (
    <Card aria-labelledby="contracts-switch-heading">
      <h2 id="contracts-switch-heading">{t('switchGuard.heading')}</h2>
      <p>
        {allowed || !reason
          ? t('switchGuard.allowed')
          : t(`switchGuard.${reason}`, { date: allowedFrom ? formatLocalDate(allowedFrom) : '' })}
      </p>
    </Card>
  );
}

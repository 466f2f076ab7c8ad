import { Card, ErrorState, isoToFinnish } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useSwitchGuard } from '../hooks/useSwitchGuard';

/** requirements §7 contract/switchGuard: whether the contract can be switched now, and if not, why. */
export function SwitchGuardNotice({ userId, locationIdentifier }: { readonly userId: string | null; readonly locationIdentifier: string }) {
  const { t } = useTranslation('contracts');
  const guard = useSwitchGuard(userId, locationIdentifier);
  if (guard.error) return <ErrorState onRetry={() => void guard.mutate()}>{t('switchGuard.error')}</ErrorState>;
  if (!guard.data) return null;
  const { allowed, reason, allowedFrom } = guard.data;
  return (
    <Card title={t('switchGuard.heading')}>
      <p>{allowed || !reason ? t('switchGuard.allowed') : t(`switchGuard.${reason}`, { date: allowedFrom ? isoToFinnish(allowedFrom) : '' })}</p>
    </Card>
  );
}

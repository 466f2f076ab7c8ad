import { ButtonRow, Card, FormField, PrimaryButton, isoToFinnish } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useState } from 'react';
import { DUE_DATE_CODES, dueDay, type DueDateCode, type InvoiceSummary } from '../../contract';
import { useDueDateChange } from '../hooks/useDueDateChange';

/**
 * The place's due day and, where allowed, the control to change it. Where SPEC's canChangeDueDate is
 * false the control is not offered and the reason is said instead.
 */
export function DueDatePanel({
  summary,
  userId,
  locationIdentifier,
}: {
  readonly summary: InvoiceSummary;
  readonly userId: string | null;
  readonly locationIdentifier: string;
}) {
  const { t } = useTranslation('invoices');
  const current = summary.invoiceDueDateCode;
  const [choice, setChoice] = useState<DueDateCode>(DUE_DATE_CODES.find((code) => code !== current) ?? current);
  const { change, running } = useDueDateChange(userId, locationIdentifier);
  return (
    <Card title={t('dueDate.title')}>
      <p>{t('dueDate.current', { day: dueDay(current) })}</p>
      {summary.lastChangedDate && <p>{t('dueDate.lastChanged', { date: isoToFinnish(summary.lastChangedDate) })}</p>}
      {summary.canChangeDueDate ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void change(choice);
          }}
        >
          <ButtonRow $align="end">
            <FormField label={t('dueDate.newDay')}>
              {(control) => (
                <select {...control} value={choice} onChange={(event) => setChoice(event.target.value as DueDateCode)}>
                  {DUE_DATE_CODES.filter((code) => code !== current).map((code) => (
                    <option key={code} value={code}>
                      {t('dueDate.dayOption', { day: dueDay(code) })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <PrimaryButton type="submit" disabled={running}>
              {t('dueDate.change')}
            </PrimaryButton>
          </ButtonRow>
        </form>
      ) : (
        <p>
          {t(`dueDate.blocked.${summary.dueDateChangeBlockedReason ?? 'NO_ACTIVE_CONTRACT'}`, {
            date: summary.nextChangeDate ? isoToFinnish(summary.nextChangeDate) : '',
          })}
        </p>
      )}
    </Card>
  );
}

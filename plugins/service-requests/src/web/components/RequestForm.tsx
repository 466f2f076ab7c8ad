import { ButtonRow, ErrorSummary, PrimaryButton, Stack, StatusMessage, type FieldProblem } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { FormEvent, ReactNode } from 'react';

export interface RequestFormProps {
  /** The form's accessible name (the card's title, or the page's). */
  readonly label: string;
  readonly problems: readonly FieldProblem[];
  readonly onSubmit: () => Promise<void>;
  readonly sending: boolean;
  /** The send failed for a reason no field shows (network, 5xx): a line above the button says so. */
  readonly failed: boolean;
  readonly sendLabel: string;
  readonly children: ReactNode;
}

/**
 * The frame every customer form of the plugin shares (requests, fault reports, moves, feedback): the
 * error summary first, so a screen reader hears what to fix, then the fields, the failure line and
 * one send button that says it is sending. Checked in the browser only (noValidate): the fields show
 * the plugin's own messages.
 */
export function RequestForm({ label, problems, onSubmit, sending, failed, sendLabel, children }: RequestFormProps) {
  const { t } = useTranslation('service-requests');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack>
        <ErrorSummary problems={problems} title={t('errors.title')} />
        {children}
        {failed && <StatusMessage tone="error">{t('errors.failed')}</StatusMessage>}
        <ButtonRow>
          <PrimaryButton type="submit" disabled={sending}>
            {sending ? t('form.sending') : sendLabel}
          </PrimaryButton>
        </ButtonRow>
      </Stack>
    </form>
  );
}

/** A form model's problems (message keys, null = fine) as the texts useFormErrors().show takes. */
export function translatedProblems<F extends string>(
  fields: readonly F[],
  problems: Partial<Record<F, string | null>>,
  t: (key: string) => string,
): Record<F, string | null> {
  return Object.fromEntries(fields.map((field) => [field, problems[field] ? t(problems[field]!) : null])) as Record<F, string | null>;
}

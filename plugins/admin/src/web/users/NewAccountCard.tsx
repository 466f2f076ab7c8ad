import { ButtonRow, Card, ErrorSummary, PrimaryButton, Stack, StatusMessage, TextField, type FieldProblem } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { FormEvent, ReactNode } from 'react';
import type { WriteOutcome } from './useConfirmedWrite';

export interface NewAccountCardProps {
  readonly title: string;
  readonly intro: string;
  readonly submitLabel: string;
  readonly problems: readonly FieldProblem[];
  /** The e-mail and name every new account needs, with their ids and errors from the card's useFormErrors. */
  readonly email: {
    readonly id: string;
    readonly value: string;
    readonly onValue: (value: string) => void;
    readonly error: string | null | undefined;
  };
  readonly name: {
    readonly id: string;
    readonly value: string;
    readonly onValue: (value: string) => void;
    readonly error: string | null | undefined;
  };
  readonly outcome: WriteOutcome;
  readonly busy: boolean;
  readonly onSubmit: () => Promise<void>;
  /** The fields of this kind of account after e-mail and name. */
  readonly children: ReactNode;
}

/**
 * The form of a card that creates an account (a customer's login, an administrator): intro, error
 * summary, e-mail and name, the kind's own fields, the outcome of the confirmed write, one button.
 */
export function NewAccountCard({ title, intro, submitLabel, problems, email, name, outcome, busy, onSubmit, children }: NewAccountCardProps) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Card title={title} headingLevel={2}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <p>{intro}</p>
          <ErrorSummary problems={problems} title={t('users.errors.title')} />
          <TextField
            id={email.id}
            label={t('users.fields.email')}
            type="email"
            autoComplete="off"
            value={email.value}
            onValue={email.onValue}
            error={email.error}
          />
          <TextField id={name.id} label={t('users.fields.name')} autoComplete="off" value={name.value} onValue={name.onValue} error={name.error} />
          {children}
          {outcome && <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>}
          <ButtonRow>
            <PrimaryButton type="submit" disabled={busy}>
              {submitLabel}
            </PrimaryButton>
          </ButtonRow>
        </Stack>
      </form>
    </Card>
  );
}

/** The checks e-mail and name get before any confirm dialog (the server checks them again). */
export function emailAndNameProblems(email: string, name: string, t: (key: string) => string): { email: string | null; name: string | null } {
  return { email: email.includes('@') ? null : t('users.errors.email'), name: name.trim() ? null : t('users.errors.name') };
}

import { ButtonRow, ErrorSummary, PrimaryButton, Stack, type FieldProblem } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { FormEvent, ReactNode } from 'react';
import { SavedNote } from './SavedNote';

export interface AlertFormProps {
  /** The form's accessible name. */
  readonly label: string;
  readonly intro?: ReactNode;
  /** Shown as a summary only when there are two or more: a single problem is read at its field. */
  readonly problems?: readonly FieldProblem[];
  /** A read-only right (sub-user, representative) shows the settings without the save button. */
  readonly readOnly?: boolean;
  readonly saving: boolean;
  readonly saved: boolean;
  /** Called with the default submit already prevented. */
  readonly onSubmit: () => Promise<void>;
  readonly children: ReactNode;
}

/** The frame of every alert setting's form: intro, problems, the fields, save, and the "saved" note. */
export function AlertForm({ label, intro, problems = [], readOnly = false, saving, saved, onSubmit, children }: AlertFormProps) {
  const { t } = useTranslation('alerts');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack $gap="0.75rem">
        {intro && <p>{intro}</p>}
        {problems.length > 1 && <ErrorSummary title={t('form.errorTitle')} problems={problems} />}
        {children}
        {!readOnly && (
          <ButtonRow>
            <PrimaryButton type="submit" disabled={saving}>
              {saving ? t('form.saving') : t('form.save')}
            </PrimaryButton>
          </ButtonRow>
        )}
        <SavedNote shown={saved} text={t('form.saved')} />
      </Stack>
    </form>
  );
}

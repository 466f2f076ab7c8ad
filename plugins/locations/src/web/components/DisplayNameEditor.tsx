import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ButtonRow, PrimaryButton, SecondaryButton, TextField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { DISPLAY_NAME_MAX } from '../../contract/locations';
import { validateDisplayName, type DisplayNameProblem } from '../model/validateDisplayName';

export interface DisplayNameEditorProps {
  readonly initialName: string;
  /** Resolves when saved; rejects when the server refused, and the editor stays open to retry. */
  readonly onSave: (displayName: string) => Promise<void>;
  readonly onClose: (saved: boolean) => void;
}

type Problem = DisplayNameProblem | 'failed';

/**
 * Inline rename: Enter saves (the form submits), Escape cancels. The input takes focus when it opens
 * and its text is selected, so typing replaces the name at once; the caller returns focus to the
 * Rename button when it closes.
 */
export function DisplayNameEditor({ initialName, onSave, onClose }: DisplayNameEditorProps) {
  const { t } = useTranslation('locations');
  const [value, setValue] = useState(initialName);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const invalid = validateDisplayName(value);
    setProblem(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(value.trim());
      onClose(true);
    } catch {
      // The server refused or could not be reached: keep the text so the user can retry.
      setProblem('failed');
      setSaving(false);
      input.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(false);
    }
  }

  const message =
    problem === 'required'
      ? t('rename.required')
      : problem === 'tooLong'
        ? t('rename.tooLong', { max: DISPLAY_NAME_MAX })
        : problem === 'failed'
          ? t('rename.failed')
          : null;

  return (
    <form onSubmit={submit} noValidate>
      <ButtonRow $align="end">
        <TextField
          label={t('rename.label')}
          hint={t('rename.hint', { max: DISPLAY_NAME_MAX })}
          error={message}
          announceError
          inputRef={input}
          value={value}
          onValue={setValue}
          onKeyDown={onKeyDown}
          autoComplete="off"
          // readOnly, not disabled: a disabled input drops focus, and after a failed save the user
          // should still be in the field to correct or retry.
          readOnly={saving}
          aria-busy={saving}
        />
        <PrimaryButton type="submit" disabled={saving}>
          {saving ? t('rename.saving') : t('rename.save')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={() => onClose(false)} disabled={saving}>
          {t('rename.cancel')}
        </SecondaryButton>
      </ButtonRow>
    </form>
  );
}

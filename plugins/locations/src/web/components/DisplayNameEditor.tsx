import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PrimaryButton, SecondaryButton, themeColor, useTranslation } from '@portal/core';
import styled from 'styled-components';
import { DISPLAY_NAME_MAX } from '../../contract/locations';
import { validateDisplayName, type DisplayNameProblem } from '../model/validateDisplayName';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  flex: 1 1 16rem;
`;

const Input = styled.input`
  font: inherit;
  padding: 0.4rem;
  border: 1px solid ${themeColor('mutedText')};
  border-radius: 4px;
  &[aria-invalid='true'] {
    border-color: ${themeColor('danger')};
  }
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 1px;
  }
`;

const Hint = styled.span`
  font-size: 0.875em;
  color: ${themeColor('mutedText')};
`;

const ErrorText = styled.span`
  font-size: 0.875em;
  color: ${themeColor('danger')};
`;

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
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

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
    <Form onSubmit={submit} noValidate>
      <Field>
        <label htmlFor={inputId}>{t('rename.label')}</label>
        <Input
          id={inputId}
          ref={input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={problem !== null && problem !== 'failed'}
          aria-describedby={message ? `${errorId} ${hintId}` : hintId}
          autoComplete="off"
          // readOnly, not disabled: a disabled input drops focus, and after a failed save the user
          // should still be in the field to correct or retry.
          readOnly={saving}
          aria-busy={saving}
        />
        <Hint id={hintId}>{t('rename.hint', { max: DISPLAY_NAME_MAX })}</Hint>
        {message && (
          <ErrorText id={errorId} role="alert">
            {message}
          </ErrorText>
        )}
      </Field>
      <PrimaryButton type="submit" disabled={saving}>
        {saving ? t('rename.saving') : t('rename.save')}
      </PrimaryButton>
      <SecondaryButton type="button" onClick={() => onClose(false)} disabled={saving}>
        {t('rename.cancel')}
      </SecondaryButton>
    </Form>
  );
}

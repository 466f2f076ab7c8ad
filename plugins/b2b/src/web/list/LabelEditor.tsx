import { ModalActions, ModalDialog, ModalTitle, useApiMutation, useTranslation } from '@portal/core';
import { PrimaryButton, SecondaryButton, TextField } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { B2B_API } from '../../contract/paths';
import { labelsResponseSchema } from '../../contract/list';

interface Props {
  readonly company: string;
  readonly userId: string;
  readonly place: { readonly locationIdentifier: string; readonly name: string; readonly labels: readonly string[] };
  /** After a change: the list re-reads its page (labels also drive the label filter). */
  readonly onChanged: () => void;
}

/**
 * "Tunnisteet" of one list row: a button opening a dialog with the place's labels (each removable) and
 * a field to add one, over PUT addLabels / removeLabels. The dialog keeps focus inside and Esc closes it
 * (core's ModalDialog), so it is usable from the keyboard.
 */
export function LabelEditor({ company, userId, place, onChanged }: Props) {
  const { t } = useTranslation('b2b');
  const [open, setOpen] = useState(false);
  const [labels, setLabels] = useState<readonly string[]>(place.labels);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useApiMutation((api, args: { add: boolean; label: string }) =>
    api.put(
      (args.add ? B2B_API.addLabels : B2B_API.removeLabels)(company, userId, place.locationIdentifier),
      { labels: [args.label] },
      { schema: labelsResponseSchema },
    ),
  );

  const apply = (add: boolean, label: string) =>
    void change.run({ add, label }).then((result) => {
      if (!result) return;
      setLabels(result.labels);
      onChanged();
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const label = draft.trim();
    if (!label || label.length > 40) {
      setError(t('labels.invalid'));
      return;
    }
    setError(null);
    setDraft('');
    apply(true, label);
  };

  return (
    <>
      <SecondaryButton type="button" onClick={() => (setLabels(place.labels), setOpen(true))} aria-label={t('labels.editOf', { place: place.name })}>
        {t('labels.edit')}
      </SecondaryButton>
      {open && (
        <ModalDialog kind="info" onDismiss={() => setOpen(false)}>
          <ModalTitle>{t('labels.title', { place: place.name })}</ModalTitle>
          {labels.length ? (
            <ul aria-label={t('labels.current')}>
              {labels.map((label) => (
                <li key={label}>
                  {label}{' '}
                  <SecondaryButton
                    type="button"
                    disabled={change.running}
                    onClick={() => apply(false, label)}
                    aria-label={t('labels.remove', { label })}
                  >
                    {t('labels.removeShort')}
                  </SecondaryButton>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('labels.none')}</p>
          )}
          <form onSubmit={submit} noValidate>
            <TextField label={t('labels.new')} value={draft} onValue={setDraft} error={error} maxLength={40} autoComplete="off" />
            <PrimaryButton type="submit" disabled={change.running}>
              {t('labels.add')}
            </PrimaryButton>
          </form>
          <ModalActions>
            <SecondaryButton type="button" onClick={() => setOpen(false)}>
              {t('labels.close')}
            </SecondaryButton>
          </ModalActions>
        </ModalDialog>
      )}
    </>
  );
}

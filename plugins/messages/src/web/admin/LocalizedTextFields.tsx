import { TextField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { LocalizedText } from '../../contract/localizedText';

export interface LocalizedDraft {
  readonly fi: string;
  readonly sv: string;
  readonly en: string;
}

export const EMPTY_DRAFT: LocalizedDraft = { fi: '', sv: '', en: '' };

/** Only the filled languages: a missing Swedish or English text falls back to Finnish (localizedText.ts). */
export function localizedFromDraft(draft: LocalizedDraft): LocalizedText {
  const sv = draft.sv.trim();
  const en = draft.en.trim();
  return { fi: draft.fi.trim(), ...(sv ? { sv } : {}), ...(en ? { en } : {}) };
}

/** The three language fields of an administrator's text; Finnish is required. */
export function LocalizedTextFields(props: {
  draft: LocalizedDraft;
  onDraft: (draft: LocalizedDraft) => void;
  fiId: string;
  fiError?: string;
  maxLength: number;
}) {
  const { t } = useTranslation('messages');
  const { draft, onDraft } = props;
  return (
    <>
      <TextField
        id={props.fiId}
        label={t('admin.textFi')}
        value={draft.fi}
        onValue={(fi) => onDraft({ ...draft, fi })}
        error={props.fiError}
        maxLength={props.maxLength}
      />
      <TextField label={t('admin.textSv')} value={draft.sv} onValue={(sv) => onDraft({ ...draft, sv })} maxLength={props.maxLength} />
      <TextField label={t('admin.textEn')} value={draft.en} onValue={(en) => onDraft({ ...draft, en })} maxLength={props.maxLength} />
    </>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { Card, ErrorState, FormField, PrimaryButton } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';

/** The counts both ingests answer (metering: + meteringPoints, skipped; spot prices: + replaced). */
interface IngestResult {
  readonly lines: number;
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
}

export interface IngestFormProps {
  readonly title: string;
  /** The ingest route (the consumption plugin's), with the /api prefix. */
  readonly path: string;
  /** What file types the picker offers. */
  readonly accept: string;
}

/**
 * Uploads a file (or pasted text) to one of the admin ingests and shows what it loaded, or why nothing
 * was: a bad line loads nothing and the server names the line and field.
 */
export function IngestForm({ title, path, accept }: IngestFormProps) {
  const { t } = useTranslation('admin');
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<IngestResult | null>(null);
  const textId = useId();
  const ingest = useApiMutation((api, csv: string) => api.post<IngestResult>(path, { csv }), { showErrorModal: false, showLoader: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const file = fileRef.current?.files?.[0];
    const csv = file ? await file.text() : text;
    if (!csv.trim()) {
      setProblem(t('developer.ingest.required'));
      return;
    }
    setProblem(null);
    const loaded = await ingest.run(csv);
    if (loaded) setResult(loaded);
  };

  return (
    <Card title={title} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('developer.ingest.file')} error={problem}>
          {(control) => <input {...control} ref={fileRef} type="file" accept={accept} />}
        </FormField>
        <label htmlFor={textId}>{t('developer.ingest.text')}</label>
        <textarea id={textId} rows={5} value={text} onChange={(event) => setText(event.target.value)} style={{ width: '100%' }} />
        <PrimaryButton type="submit" disabled={ingest.running}>
          {t('developer.ingest.submit')}
        </PrimaryButton>
      </form>
      <div role="status">{result && t('developer.ingest.result', { ...result })}</div>
      {ingest.error && !result && (
        <ErrorState>
          <p>{t('developer.ingest.failed', { message: ingest.error.message })}</p>
        </ErrorState>
      )}
    </Card>
  );
}

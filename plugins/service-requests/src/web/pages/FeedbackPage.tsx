import { Card, CheckboxField, PageHeader, SegmentedChoice, Stack, StatusMessage, useFormErrors } from '@portal/ui';
import { formatDateTime, isApiRequestError, lastClientError, useApiMutation, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { feedbackSavedSchema, type AppFeedbackBody, type ErrorFeedbackBody } from '../../contract/feedback';
import { SERVICE_API } from '../../contract/paths';
import { SelectField, TextAreaField } from '../components/fields';
import { SuccessModal } from '../components/ReferenceModal';
import { RequestForm } from '../components/RequestForm';

type Kind = 'app' | 'error';
type Field = 'rating' | 'message';
const FIELDS: readonly Field[] = ['rating', 'message'];
const RATINGS = ['1', '2', '3', '4', '5'] as const;

/**
 * `/palaute`: feedback on the portal, or "something went wrong". The page the feedback concerns is the
 * one the person came from (a link passes it as `state.from`), else the page of the last error. The
 * last error goes along only if the person ticks the box, and they see what it says first.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('service-requests');
  const userId = useUserId();
  const location = useLocation();
  const lastError = lastClientError();
  const [kind, setKind] = useState<Kind>(lastError ? 'error' : 'app');
  const [rating, setRating] = useState<string>('');
  const [message, setMessage] = useState('');
  const [attach, setAttach] = useState(false);
  const [sent, setSent] = useState(false);
  const errors = useFormErrors<Field>(FIELDS);
  const from = (location.state as { from?: unknown } | null)?.from;
  const page = typeof from === 'string' && from.startsWith('/') ? from : kind === 'error' && lastError?.path ? lastError.path : location.pathname;
  const send = useApiMutation(
    (api, body: { kind: Kind; value: AppFeedbackBody | ErrorFeedbackBody }) =>
      api.post(body.kind === 'app' ? SERVICE_API.appFeedback(userId ?? '') : SERVICE_API.errorFeedback, body.value, { schema: feedbackSavedSchema }),
    { showErrorModal: false },
  );

  const submit = async () => {
    if (!errors.show({ message: message.trim() ? null : t(kind === 'app' ? 'errors.feedback' : 'errors.whatWentWrong') })) return;
    const value: AppFeedbackBody | ErrorFeedbackBody =
      kind === 'app'
        ? { rating: rating ? Number(rating) : null, message: message.trim(), page }
        : { message: message.trim(), page, lastError: attach && lastError ? lastError : null };
    if (await send.run({ kind, value })) {
      setMessage('');
      setRating('');
      setAttach(false);
      setSent(true);
    }
  };
  const serverField = isApiRequestError(send.error) && send.error.status === 400 ? send.error.field : undefined;

  return (
    <Stack>
      <PageHeader title={t('feedback.title')} description={t('feedback.intro')} />
      <Card title={t('feedback.formTitle')}>
        <RequestForm
          label={t('feedback.formTitle')}
          problems={errors.problems}
          onSubmit={submit}
          sending={send.running}
          failed={!!send.error}
          sendLabel={t('form.send')}
        >
          <SegmentedChoice
            label={t('feedback.kind')}
            choices={[
              { value: 'app', label: t('feedback.app') },
              { value: 'error', label: t('feedback.error') },
            ]}
            value={kind}
            onChange={setKind}
          />
          {kind === 'app' && (
            <SelectField
              id={errors.fieldId('rating')}
              label={t('feedback.rating')}
              hint={t('form.optional')}
              value={rating as '' | (typeof RATINGS)[number]}
              placeholder={t('feedback.noRating')}
              options={RATINGS.map((value) => ({ value, label: t(`feedback.ratings.${value}`) }))}
              error={errors.errors.rating}
              onValue={setRating}
            />
          )}
          <TextAreaField
            id={errors.fieldId('message')}
            label={t(kind === 'app' ? 'feedback.message' : 'feedback.whatWentWrong')}
            value={message}
            onValue={setMessage}
            error={errors.errors.message ?? (serverField === 'body.message' ? t('errors.server') : null)}
          />
          {kind === 'error' &&
            (lastError ? (
              <>
                <CheckboxField label={t('feedback.attach')} checked={attach} onChange={(event) => setAttach(event.target.checked)} />
                <StatusMessage tone="info">{t('feedback.lastError', { at: formatDateTime(lastError.at), message: lastError.message })}</StatusMessage>
              </>
            ) : (
              <p>{t('feedback.noError')}</p>
            ))}
        </RequestForm>
      </Card>
      {sent && (
        <SuccessModal title={t('feedback.sentTitle')} closeLabel={t('sent.close')} onClose={() => setSent(false)}>
          <p>{t('feedback.sentBody')}</p>
        </SuccessModal>
      )}
    </Stack>
  );
}

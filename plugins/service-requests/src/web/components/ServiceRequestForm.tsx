import { DatePicker, TextField, useFormErrors } from '@portal/ui';
import { inHelsinki, isApiRequestError, useApiMutation, useTranslation } from '@portal/core';
import { useState } from 'react';
import { SERVICE_API } from '../../contract/paths';
import { serviceRequestCreatedSchema, type RequestPlace, type ServiceRequestBody } from '../../contract/serviceRequest';
import {
  checkRequest,
  EMPTY_REQUEST,
  fieldOfServerError,
  FORM_TOPICS,
  REQUEST_FIELDS,
  toRequestBody,
  writablePlaces,
  type RequestField,
  type RequestValues,
} from '../model/requestForm';
import { SelectField, TextAreaField } from './fields';
import { RequestForm, translatedProblems } from './RequestForm';

/**
 * A new service request: the topic first, then that topic's own fields (a form per topic). Checked
 * here with the server's rules; a 400 the server still gives is shown on the field it names.
 */
export function ServiceRequestForm(props: {
  readonly userId: string;
  readonly places: readonly RequestPlace[];
  readonly onSent: (reference: string) => void;
}) {
  const { t } = useTranslation('service-requests');
  const [values, setValues] = useState<RequestValues>(EMPTY_REQUEST);
  const errors = useFormErrors<RequestField>(REQUEST_FIELDS);
  const places = writablePlaces(props.places);
  const send = useApiMutation(
    (api, body: ServiceRequestBody) => api.post(SERVICE_API.serviceRequests(props.userId), body, { schema: serviceRequestCreatedSchema }),
    { invalidates: [SERVICE_API.serviceRequests(props.userId)], showErrorModal: false },
  );
  const set = (field: keyof RequestValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const today = inHelsinki(new Date()).format('YYYY-MM-DD');

  const submit = async () => {
    if (!errors.show(translatedProblems(REQUEST_FIELDS, checkRequest(values, today), t))) return;
    const created = await send.run(toRequestBody(values));
    if (created) {
      setValues(EMPTY_REQUEST);
      props.onSent(created.reference);
    }
  };

  const serverField = isApiRequestError(send.error) && send.error.status === 400 ? fieldOfServerError(send.error.field) : undefined;
  const errorOf = (field: RequestField) => errors.errors[field] ?? (serverField === field ? t('errors.server') : null);

  return (
    <RequestForm
      label={t('form.title')}
      problems={errors.problems}
      onSubmit={submit}
      sending={send.running}
      failed={!!send.error && !serverField}
      sendLabel={t('form.send')}
    >
      <SelectField
        id={errors.fieldId('topic')}
        label={t('form.topic')}
        value={values.topic}
        placeholder={t('form.choose')}
        options={FORM_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
        error={errorOf('topic')}
        onValue={set('topic')}
      />
      <SelectField
        id={errors.fieldId('place')}
        label={t('form.place')}
        value={values.place}
        placeholder={t('form.choose')}
        options={places.map((place) => ({ value: place.locationIdentifier, label: `${place.name}, ${place.address}` }))}
        error={errorOf('place')}
        onValue={set('place')}
      />
      {values.topic === 'INVOICE' && (
        <TextField
          id={errors.fieldId('invoiceNumber')}
          label={t('form.invoiceNumber')}
          hint={t('form.optional')}
          value={values.invoiceNumber}
          onValue={set('invoiceNumber')}
          error={errorOf('invoiceNumber')}
        />
      )}
      {values.topic === 'METER_READING' && (
        <>
          <DatePicker
            id={errors.fieldId('readingDate')}
            label={t('form.readingDate')}
            value={values.readingDate}
            max={today}
            onChange={set('readingDate')}
            error={errorOf('readingDate')}
          />
          <TextField
            id={errors.fieldId('reading')}
            label={t('form.reading')}
            hint={t('form.readingHint')}
            inputMode="decimal"
            value={values.reading}
            onValue={set('reading')}
            error={errorOf('reading')}
          />
        </>
      )}
      {values.topic !== '' && values.topic !== 'METER_READING' && (
        <TextAreaField
          id={errors.fieldId('message')}
          label={t('form.message')}
          value={values.message}
          onValue={set('message')}
          error={errorOf('message')}
        />
      )}
    </RequestForm>
  );
}

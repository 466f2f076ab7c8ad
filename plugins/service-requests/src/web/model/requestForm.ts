import type { RequestPlace, ServiceRequestBody } from '../../contract/serviceRequest';

/** The topics a customer picks from on the general form (a move has its own page). */
export const FORM_TOPICS = ['CONTRACT', 'INVOICE', 'METER_READING', 'OTHER'] as const;
export type FormTopic = (typeof FORM_TOPICS)[number];

export const REQUEST_FIELDS = ['topic', 'place', 'message', 'invoiceNumber', 'readingDate', 'reading'] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

export interface RequestValues {
  readonly topic: FormTopic | '';
  readonly place: string;
  readonly message: string;
  readonly invoiceNumber: string;
  readonly readingDate: string;
  readonly reading: string;
}

export const EMPTY_REQUEST: RequestValues = { topic: '', place: '', message: '', invoiceNumber: '', readingDate: '', reading: '' };

/** "1 234,5" → 1234.5; null when it is not a number. Finnish decimal comma and spaces allowed. */
export function parseReading(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^[0-9]+(\.[0-9]+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The message key of each field's problem (null = fine), checked with the server's rules. */
export function checkRequest(values: RequestValues, today: string): Partial<Record<RequestField, string | null>> {
  const needsMessage = values.topic !== 'METER_READING';
  return {
    topic: values.topic ? null : 'errors.topic',
    place: values.place ? null : 'errors.place',
    message: values.topic && needsMessage && !values.message.trim() ? 'errors.message' : null,
    readingDate:
      values.topic === 'METER_READING' ? (!values.readingDate ? 'errors.date' : values.readingDate > today ? 'errors.future' : null) : null,
    reading: values.topic === 'METER_READING' && parseReading(values.reading) === null ? 'errors.reading' : null,
  };
}

/** The body for a checked form. */
export function toRequestBody(values: RequestValues): ServiceRequestBody {
  const locationIdentifier = values.place;
  switch (values.topic) {
    case 'INVOICE':
      return { topic: 'INVOICE', locationIdentifier, invoiceNumber: values.invoiceNumber.trim() || null, message: values.message.trim() };
    case 'METER_READING':
      return { topic: 'METER_READING', locationIdentifier, readingDate: values.readingDate, reading: parseReading(values.reading) ?? 0 };
    case 'CONTRACT':
    case 'OTHER':
    default:
      return { topic: values.topic === 'CONTRACT' ? 'CONTRACT' : 'OTHER', locationIdentifier, message: values.message.trim() };
  }
}

/** The places a service request may be about: the ones the customer may change. */
export const writablePlaces = (places: readonly RequestPlace[]) => places.filter((place) => place.writable);

/** The field a server 400 names (`body.message` → message). */
export function fieldOfServerError(field: string | undefined): string | undefined {
  if (!field?.startsWith('body.')) return undefined;
  const name = field.slice('body.'.length).split('.')[0];
  return name === 'locationIdentifier' ? 'place' : name;
}

import type { ServiceRequestBody } from '../../contract/serviceRequest';
import { parseReading } from './requestForm';

export const MOVING_FIELDS = ['place', 'endDate', 'meterReading', 'streetAddress', 'postalCode', 'city', 'startDate'] as const;
export type MovingField = (typeof MOVING_FIELDS)[number];
export type MovingValues = Readonly<Record<MovingField, string>>;

export const EMPTY_MOVING: MovingValues = { place: '', endDate: '', meterReading: '', streetAddress: '', postalCode: '', city: '', startDate: '' };

/** Message keys of the problems, with the server's rules (dates not in the past, a five-digit code). */
export function checkMoving(values: MovingValues, today: string): Partial<Record<MovingField, string | null>> {
  const date = (value: string) => (!value ? 'errors.date' : value < today ? 'errors.past' : null);
  return {
    place: values.place ? null : 'errors.place',
    endDate: date(values.endDate),
    meterReading: values.meterReading.trim() && parseReading(values.meterReading) === null ? 'errors.reading' : null,
    streetAddress: values.streetAddress.trim() ? null : 'errors.streetAddress',
    postalCode: /^[0-9]{5}$/.test(values.postalCode.trim()) ? null : 'errors.postalCode',
    city: values.city.trim() ? null : 'errors.city',
    startDate: date(values.startDate),
  };
}

export function toMovingBody(values: MovingValues): Extract<ServiceRequestBody, { topic: 'MOVING' }> {
  return {
    topic: 'MOVING',
    locationIdentifier: values.place,
    endDate: values.endDate,
    meterReading: values.meterReading.trim() ? parseReading(values.meterReading) : null,
    newAddress: { streetAddress: values.streetAddress.trim(), postalCode: values.postalCode.trim(), city: values.city.trim() },
    startDate: values.startDate,
  };
}

/** The server names `body.newAddress.city`; the form's field is `city`. */
export function movingFieldOf(field: string | undefined): MovingField | undefined {
  if (!field?.startsWith('body.')) return undefined;
  const name = field.split('.').pop();
  if (name === 'locationIdentifier') return 'place';
  return (MOVING_FIELDS as readonly string[]).includes(name ?? '') ? (name as MovingField) : undefined;
}

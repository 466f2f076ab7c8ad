import { inHelsinki } from '@portal/core';
import { DISTRICT_HEATING_FAULTS, ELECTRICITY_FAULTS, type FaultKind, type FaultReportBody } from '../../contract/faultReport';
import type { RequestPlace } from '../../contract/serviceRequest';

export const FAULT_FIELDS = ['place', 'fault', 'day', 'time', 'description', 'contactName', 'contactPhone'] as const;
export type FaultField = (typeof FAULT_FIELDS)[number];

export interface FaultValues {
  readonly place: string;
  readonly fault: FaultKind | '';
  /** YYYY-MM-DD and HH:MM, Helsinki time. */
  readonly day: string;
  readonly time: string;
  readonly description: string;
  readonly contactName: string;
  readonly contactPhone: string;
}

export const faultsOf = (place: RequestPlace | undefined): readonly FaultKind[] =>
  place?.utilityType === 'DISTRICT_HEATING' ? DISTRICT_HEATING_FAULTS : place?.utilityType === 'ELECTRICITY' ? ELECTRICITY_FAULTS : [];

/**
 * The Helsinki wall-clock time as an instant, with the offset in force at that moment: the offset is
 * read at a first guess and again at the result, so the days summer time starts and ends come out right.
 */
export function helsinkiInstant(day: string, time: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/.exec(time.trim());
  if (!dayMatch || !timeMatch) return null;
  const wall = Date.UTC(Number(dayMatch[1]), Number(dayMatch[2]) - 1, Number(dayMatch[3]), Number(timeMatch[1]), Number(timeMatch[2]));
  const first = wall - inHelsinki(wall).utcOffset() * 60_000;
  const instant = wall - inHelsinki(first).utcOffset() * 60_000;
  return new Date(instant).toISOString();
}

export function checkFault(values: FaultValues, places: readonly RequestPlace[], now: Date): Partial<Record<FaultField, string | null>> {
  const place = places.find((item) => item.locationIdentifier === values.place);
  const instant = helsinkiInstant(values.day, values.time);
  return {
    place: place ? null : 'errors.place',
    fault: values.fault && faultsOf(place).includes(values.fault) ? null : 'errors.fault',
    day: values.day ? null : 'errors.date',
    time: instant === null ? 'errors.time' : Date.parse(instant) > now.getTime() + 60_000 ? 'errors.future' : null,
    contactName: values.contactName.trim() ? null : 'errors.contactName',
    contactPhone: /^\+?[0-9 ()-]{5,20}$/.test(values.contactPhone.trim()) ? null : 'errors.contactPhone',
  };
}

export function toFaultBody(values: FaultValues): FaultReportBody {
  return {
    locationIdentifier: values.place,
    fault: values.fault as FaultKind,
    description: values.description.trim(),
    startedAt: helsinkiInstant(values.day, values.time)!,
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
  };
}

import { FINNISH_POSTAL_CODE, normaliseFinnishPhone } from '../../contract/finnishFormats';
import type { Customership, CustomershipUpdate } from '../../contract/customerInfo';

export const FORM_FIELDS = [
  'phone',
  'streetAddress',
  'postalCode',
  'city',
  'invoicingName',
  'invoicingStreetAddress',
  'invoicingPostalCode',
  'invoicingCity',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;
export type FormProblem = 'badPhone' | 'badPostalCode' | 'tooLong';

const MAX_LENGTH: Record<FormField, number> = {
  phone: 40,
  streetAddress: 100,
  postalCode: 5,
  city: 60,
  invoicingName: 100,
  invoicingStreetAddress: 100,
  invoicingPostalCode: 5,
  invoicingCity: 60,
};

export function initialValues(customership: Customership): FormValues {
  return {
    phone: customership.phone ?? '',
    streetAddress: customership.address.streetAddress ?? '',
    postalCode: customership.address.postalCode ?? '',
    city: customership.address.city ?? '',
    invoicingName: customership.invoicingAddress.name ?? '',
    invoicingStreetAddress: customership.invoicingAddress.streetAddress ?? '',
    invoicingPostalCode: customership.invoicingAddress.postalCode ?? '',
    invoicingCity: customership.invoicingAddress.city ?? '',
  };
}

/** The same rules as the server's schema, so the customer sees them before sending. */
export function checkValues(values: FormValues): Partial<Record<FormField, FormProblem>> {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  for (const field of FORM_FIELDS) {
    const value = values[field].trim();
    if (!value) continue;
    if (field === 'phone') {
      if (!normaliseFinnishPhone(value)) problems.phone = 'badPhone';
    } else if (field === 'postalCode' || field === 'invoicingPostalCode') {
      if (!FINNISH_POSTAL_CODE.test(value)) problems[field] = 'badPostalCode';
    } else if (value.length > MAX_LENGTH[field]) problems[field] = 'tooLong';
  }
  return problems;
}

/** Every field is sent: an emptied one becomes null (cleared). */
export function toUpdate(values: FormValues): CustomershipUpdate {
  const body: Record<string, string | null> = {};
  for (const field of FORM_FIELDS) body[field] = values[field].trim() || null;
  return body as CustomershipUpdate;
}

/** `body.postalCode` from the server's 400 → the form's field, if it is one. */
export function fieldOfServerError(field: string | undefined): FormField | undefined {
  const name = field?.replace(/^body\./, '');
  return (FORM_FIELDS as readonly string[]).includes(name ?? '') ? (name as FormField) : undefined;
}

import { csvDocument, formatNumber } from '@portal/core/shared';
import type { ListPlace } from '../../contract';

type Language = 'fi' | 'sv' | 'en';

/** Column headings in the user's language; the numbers always in the Finnish format (comma decimals). */
const HEADERS: Readonly<Record<Language, readonly string[]>> = {
  fi: [
    'Käyttöpaikka',
    'Nimi',
    'Katuosoite',
    'Postinumero',
    'Postitoimipaikka',
    'Yrityksen tunnus',
    'Tunnisteet',
    'Hälytyksiä päällä',
    'Lauenneita hälytyksiä',
    'Kulutus kWh',
  ],
  sv: [
    'Förbrukningsställe',
    'Namn',
    'Gatuadress',
    'Postnummer',
    'Postanstalt',
    'Företagets kod',
    'Etiketter',
    'Larm på',
    'Utlösta larm',
    'Förbrukning kWh',
  ],
  en: ['Place', 'Name', 'Street address', 'Postal code', 'City', 'Company reference', 'Labels', 'Alerts on', 'Alerts triggered', 'Consumption kWh'],
};

/**
 * The company place list as a CSV file with the same conventions as consumption's (core csvDocument:
 * `;`, CRLF, UTF-8 BOM, comma decimals). The consumption column is the month of the list's totals;
 * its heading names the month.
 */
export function listCsv(places: readonly ListPlace[], month: string, language: Language): string {
  const headers = [...HEADERS[language]];
  headers[headers.length - 1] = `${headers[headers.length - 1]} ${month}`;
  const rows = places.map((place) => [
    place.locationIdentifier,
    place.name,
    place.streetAddress,
    place.postalCode,
    place.city,
    place.companyReferenceId ?? '',
    place.labels.join(', '),
    String(place.alertsEnabled),
    String(place.alertsTriggered),
    place.consumptionLastMonthKwh === null ? '' : formatNumber(Number(place.consumptionLastMonthKwh), 3),
  ]);
  return csvDocument(headers, rows);
}

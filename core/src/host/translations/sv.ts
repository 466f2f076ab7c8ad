import type { TranslationResources } from '../../plugin/definePlugin';

/** The `core` namespace in Swedish: loaded when a user picks Swedish (coreTranslations.ts). */
export const sv = {
  common: { ok: 'OK', cancel: 'Avbryt', close: 'Stäng', loading: 'Laddar…', errorCode: 'Felkod: {{code}}' },
  kit: {
    loading: 'Laddar',
    retry: 'Försök igen',
    errorSummaryTitle: 'Rätta följande',
    errorPrefix: 'Fel:',
    vatIncluded: 'inkl. moms {{percent}} %',
    vatZero: 'moms 0 %',
    sortAscending: 'stigande ordning',
    sortDescending: 'fallande ordning',
    dateHint: 'I formatet d.m.åååå, till exempel 5.3.2025',
    dateInvalid: 'Ange datumet i formatet d.m.åååå',
    dateOutOfRange: 'Datumet ligger utanför det tillåtna intervallet',
    openCalendar: 'Välj dag i kalendern',
    calendar: 'Kalender',
    previousMonth: 'Föregående månad',
    nextMonth: 'Nästa månad',
    months: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
    weekdays: ['må', 'ti', 'on', 'to', 'fr', 'lö', 'sö'],
    weekdaysLong: ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
  },
  modals: {
    generalError: { title: 'Något gick fel', body: 'Ett oväntat fel inträffade. Försök igen om en stund.' },
    requestFailed: { title: 'Begäran misslyckades', body: 'Begäran kunde inte behandlas. Kontrollera uppgifterna och försök igen.' },
    executionFailed: { title: 'Åtgärden misslyckades', body: 'Åtgärden kunde inte slutföras. Försök igen eller kontakta kundtjänst.' },
    sessionExpired: { title: 'Sessionen har gått ut', body: 'Du har loggats ut. Logga in igen för att fortsätta.' },
    accountAlreadyExists: { title: 'Kontot finns redan', body: 'Det finns redan ett konto med den här e-postadressen. Logga in eller byt lösenord.' },
    pdfNotFound: { title: 'PDF-filen hittades inte', body: 'Filen du begärde är inte tillgänglig.' },
    userSearchFailed: { title: 'Användarsökningen misslyckades', body: 'Sökningen kunde inte utföras. Försök igen.' },
    usersNotFound: { title: 'Inga användare hittades', body: 'Inga användare matchade sökvillkoren.' },
    demoNotAvailable: { title: 'Inte tillgängligt i demon', body: 'Den här åtgärden kräver den riktiga tjänsten och kan inte prövas i demon.' },
  },
} satisfies TranslationResources;

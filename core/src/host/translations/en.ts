import type { TranslationResources } from '../../plugin/definePlugin';

/** The `core` namespace in English: loaded when a user picks English (coreTranslations.ts). */
export const en = {
  common: { ok: 'OK', cancel: 'Cancel', close: 'Close', loading: 'Loading…', errorCode: 'Error code: {{code}}' },
  kit: {
    loading: 'Loading',
    retry: 'Try again',
    errorSummaryTitle: 'There is a problem',
    errorPrefix: 'Error:',
    vatIncluded: 'incl. VAT {{percent}} %',
    vatZero: 'VAT 0 %',
    sortAscending: 'ascending',
    sortDescending: 'descending',
    dateHint: 'As d.m.yyyy, for example 5.3.2025',
    dateInvalid: 'Enter the date as d.m.yyyy',
    dateOutOfRange: 'The date is outside the allowed range',
    openCalendar: 'Choose a day from the calendar',
    calendar: 'Calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
    weekdaysLong: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
  modals: {
    generalError: { title: 'Something went wrong', body: 'An unexpected error occurred. Please try again in a moment.' },
    requestFailed: { title: 'Request failed', body: 'The request could not be processed. Check the details and try again.' },
    executionFailed: { title: 'Action failed', body: 'The action could not be completed. Try again or contact customer service.' },
    sessionExpired: { title: 'Session expired', body: 'You have been logged out. Log in again to continue.' },
    accountAlreadyExists: {
      title: 'Account already exists',
      body: 'There is already an account with this email address. Log in or reset your password.',
    },
    pdfNotFound: { title: 'PDF not found', body: 'The file you asked for is not available.' },
    userSearchFailed: { title: 'User search failed', body: 'The search could not be run. Please try again.' },
    usersNotFound: { title: 'No users found', body: 'No users matched the search.' },
    demoNotAvailable: { title: 'Not available in the demo', body: 'This action needs the real service and cannot be tried in the demo.' },
  },
} satisfies TranslationResources;

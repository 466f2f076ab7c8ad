import type { TranslationResources } from '@portal/core';

/** The host pages' texts in English: loaded when a user picks English (hostPageTranslations.ts). */
export const en = {
  notFound: { title: 'Page not found', body: 'The page you are looking for does not exist or has moved.', home: 'Go to the home page' },
  mode: { label: 'Mode', B2C: 'Consumer', B2B: 'Business' },
  menu: {
    label: 'Main menu',
    open: 'Menu',
    close: 'Close the menu',
    frontPage: 'Home',
    sections: {
      services: 'Services',
      account: 'My details',
      readRights: 'Read rights',
      userManagement: 'User management',
      admin: 'Administration',
    },
  },
  adminMenu: {
    label: 'Administration menu',
    open: 'Open the administration menu',
    close: 'Close the administration menu',
    empty: 'No administration tools.',
  },
  frontPage: {
    title: 'Home',
    cardFailed: 'This card could not be shown.',
    emptyTitle: 'You have no use places yet.',
    emptyBody: 'Once your contract starts, its use place, consumption and invoices appear here.',
  },
  sessionWarning: {
    title: 'Your session is about to end',
    body: 'Your session ends in about {{minutes}} minutes. Do you want to continue?',
    continue: 'Continue the session',
    continuing: 'Continuing…',
    failed: 'The session could not be extended. Save any unfinished work; you will be asked to log in again.',
    close: 'Close',
  },
  unsubscribe: {
    title: 'Notification subscription',
    working: 'Working…',
    off: 'You will no longer get these notifications on this channel ({{channel}}). They still appear in your portal messages.',
    on: 'Subscribed again: you will get these notifications again ({{channel}}).',
    undo: 'Undo',
    failed: 'This link is not valid. You can change your notification settings in the portal.',
    channel: { email: 'e-mail', push: 'push notification', sms: 'text message' },
  },
} satisfies TranslationResources;

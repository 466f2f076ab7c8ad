import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: the menu label and the unread badge
 * (drawn in the menu and the header from the start), in every language. fi, sv and en spread it.
 */
export const startup = {
  fi: {
    menu: { messages: 'Viestit' },
    badge: { unread_one: '{{count}} lukematon viesti', unread_other: '{{count}} lukematonta viestiä' },
  },
  sv: {
    menu: { messages: 'Meddelanden' },
    badge: { unread_one: '{{count}} oläst meddelande', unread_other: '{{count}} olästa meddelanden' },
  },
  en: {
    menu: { messages: 'Messages' },
    badge: { unread_one: '{{count}} unread message', unread_other: '{{count}} unread messages' },
  },
} satisfies PluginTranslations['startup'];

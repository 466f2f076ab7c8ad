import type { PluginTranslations } from '@portal/core';

/** Namespace `chat`. */
export const chatTranslations = {
  fi: {
    launcher: 'Chat',
    launcherLabel: 'Avaa asiakaspalvelun chat',
    panel: {
      title: 'Asiakaspalvelun chat',
      intro: 'Kysy meiltä chatissa – {{company}}n asiakaspalvelu vastaa.',
      hours: 'Chat on avoinna asiakaspalvelun aukioloaikoina: {{hours}}.',
      provider: 'Chat-palvelun tuottaa {{provider}}.',
      start: 'Aloita chat',
      starting: 'Chat avautuu…',
      started: 'Chat on avattu. Kirjoita viestisi chat-ikkunaan.',
      failed: 'Chatin avaaminen epäonnistui. Yritä myöhemmin uudelleen tai soita asiakaspalveluun.',
      unavailable: 'Chat ei ole käytettävissä. Soita asiakaspalveluun.',
      close: 'Sulje',
    },
  },
  sv: {
    launcher: 'Chatt',
    launcherLabel: 'Öppna kundtjänstens chatt',
    panel: {
      title: 'Kundtjänstens chatt',
      intro: 'Fråga oss i chatten – kundtjänsten på {{company}} svarar.',
      hours: 'Chatten är öppen under kundtjänstens öppettider: {{hours}}.',
      provider: 'Chatten tillhandahålls av {{provider}}.',
      start: 'Starta chatten',
      starting: 'Chatten öppnas…',
      started: 'Chatten är öppen. Skriv ditt meddelande i chattfönstret.',
      failed: 'Chatten kunde inte öppnas. Försök senare igen eller ring kundtjänst.',
      unavailable: 'Chatten är inte tillgänglig. Ring kundtjänst.',
      close: 'Stäng',
    },
  },
  en: {
    launcher: 'Chat',
    launcherLabel: 'Open the customer service chat',
    panel: {
      title: 'Customer service chat',
      intro: 'Ask us in the chat – {{company}} customer service answers.',
      hours: 'The chat is open during customer service hours: {{hours}}.',
      provider: 'The chat is provided by {{provider}}.',
      start: 'Start chat',
      starting: 'Opening the chat…',
      started: 'The chat is open. Write your message in the chat window.',
      failed: 'The chat could not be opened. Try again later or call customer service.',
      unavailable: 'The chat is not available. Please call customer service.',
      close: 'Close',
    },
  },
} as const satisfies PluginTranslations;

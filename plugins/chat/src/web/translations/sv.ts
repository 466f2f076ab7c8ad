import type { ChatTranslation } from './fi';

export const sv: ChatTranslation = {
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
};

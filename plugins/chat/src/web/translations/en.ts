import type { ChatTranslation } from './fi';

export const en: ChatTranslation = {
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
};

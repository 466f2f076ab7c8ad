import { defineNotificationKind } from '@portal/core/server';
import { pickLanguage, type LocalizedText } from '../../contract/localizedText';

/** What an administrator sent: the texts in every language they wrote, rendered per recipient. */
export interface CompanyMessagePayload {
  readonly title: LocalizedText;
  readonly body: LocalizedText;
  readonly link?: string;
}

/**
 * A message from the company (single, mass or targeted). An info message: it lands on the inbox's info
 * tab, and by default also goes out by e-mail (inside the person's push window, never at night), since
 * the point of a company message is to reach people who do not open the portal.
 */
export const companyMessageKind = defineNotificationKind<CompanyMessagePayload>({
  kind: 'messages.company-message',
  category: 'info',
  defaultChannels: ['email'],
  render: (payload, language) => ({
    title: pickLanguage(payload.title, language),
    body: pickLanguage(payload.body, language),
    ...(payload.link ? { link: payload.link } : {}),
  }),
});

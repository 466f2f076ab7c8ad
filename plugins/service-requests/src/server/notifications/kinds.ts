import { defineNotificationKind, type NotificationLanguage, type RenderedNotification } from '@portal/core/server';

/** The confirmation a customer gets of a request, fault report or a status change, with its reference. */
export interface RequestNoticePayload {
  readonly reference: string;
  readonly kind: 'SERVICE_REQUEST' | 'FAULT_REPORT';
  readonly placeName: string;
  /** null: the request was just received; else the status it moved to. */
  readonly status: 'RECEIVED' | 'IN_PROGRESS' | 'DONE' | 'REJECTED' | null;
}

const LINK = '/asiointi';

const STATUS: Record<NotificationLanguage, Record<'RECEIVED' | 'IN_PROGRESS' | 'DONE' | 'REJECTED', string>> = {
  fi: { RECEIVED: 'vastaanotettu', IN_PROGRESS: 'käsittelyssä', DONE: 'valmis', REJECTED: 'hylätty' },
  sv: { RECEIVED: 'mottagen', IN_PROGRESS: 'under behandling', DONE: 'klar', REJECTED: 'avslagen' },
  en: { RECEIVED: 'received', IN_PROGRESS: 'in progress', DONE: 'done', REJECTED: 'rejected' },
};

const TEXTS: Record<NotificationLanguage, (p: RequestNoticePayload) => RenderedNotification> = {
  fi: (p) => {
    const what = p.kind === 'FAULT_REPORT' ? 'Vikailmoitus' : 'Palvelupyyntö';
    return p.status === null
      ? {
          title: `${what} vastaanotettu: ${p.reference}`,
          body: `Kiitos! ${what} kohteesta ${p.placeName} on vastaanotettu. Viitenumero on ${p.reference}; kerro se, jos otat yhteyttä asiakaspalveluun.`,
          link: LINK,
        }
      : {
          title: `${what} ${p.reference}: ${STATUS.fi[p.status]}`,
          body: `${what} kohteesta ${p.placeName} (${p.reference}) on nyt tilassa ${STATUS.fi[p.status]}.`,
          link: LINK,
        };
  },
  sv: (p) => {
    const what = p.kind === 'FAULT_REPORT' ? 'Felanmälan' : 'Serviceärendet';
    return p.status === null
      ? {
          title: `${what} har tagits emot: ${p.reference}`,
          body: `Tack! ${what} för ${p.placeName} har tagits emot. Referensnumret är ${p.reference}; uppge det om du kontaktar kundtjänst.`,
          link: LINK,
        }
      : {
          title: `${what} ${p.reference}: ${STATUS.sv[p.status]}`,
          body: `${what} för ${p.placeName} (${p.reference}) är nu ${STATUS.sv[p.status]}.`,
          link: LINK,
        };
  },
  en: (p) => {
    const what = p.kind === 'FAULT_REPORT' ? 'Fault report' : 'Service request';
    return p.status === null
      ? {
          title: `${what} received: ${p.reference}`,
          body: `Thank you! Your ${what.toLowerCase()} for ${p.placeName} has been received. The reference number is ${p.reference}; mention it if you contact customer service.`,
          link: LINK,
        }
      : {
          title: `${what} ${p.reference}: ${STATUS.en[p.status]}`,
          body: `Your ${what.toLowerCase()} for ${p.placeName} (${p.reference}) is now ${STATUS.en[p.status]}.`,
          link: LINK,
        };
  },
};

export const requestNoticeKind = defineNotificationKind<RequestNoticePayload>({
  kind: 'service-requests.notice',
  category: 'info',
  defaultChannels: ['email'],
  render: (payload, language) => TEXTS[language](payload),
});

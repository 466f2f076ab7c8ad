import {
  CORE_API_VERSION,
  defineNotificationKind,
  defineServerPlugin,
  type JobQueue,
  type NotificationLanguage,
  type SendJobOptions,
} from '@portal/core/server';
import { TEST_COMPANY } from '@portal/core/server/testing';

/** A plugin with notification kinds for delivery's tests, texts in fi, sv and en like a real plugin's. */
interface PricePayload {
  readonly cents: number;
}

const PRICE_TITLE: Record<NotificationLanguage, string> = { fi: 'Hintaraja ylittyi', sv: 'Prisgränsen överskreds', en: 'Price limit exceeded' };
const DIGEST_TITLE: Record<NotificationLanguage, (n: number) => string> = {
  fi: (n) => `${n} hintailmoitusta`,
  sv: (n) => `${n} prisaviseringar`,
  en: (n) => `${n} price notifications`,
};

export const priceKind = defineNotificationKind<PricePayload>({
  kind: 'testalerts.price',
  category: 'alert',
  defaultChannels: ['email'],
  render: ({ cents }, language) => ({ title: PRICE_TITLE[language], body: `${PRICE_TITLE[language]}: ${cents} c/kWh`, link: '/hinnat' }),
  renderDigest: (payloads, language) => ({
    title: DIGEST_TITLE[language](payloads.length),
    body: payloads.map(({ cents }) => `${cents} c/kWh`).join('\n'),
    link: '/hinnat',
  }),
});

const CUT_TITLE: Record<NotificationLanguage, string> = { fi: 'Sähkökatko', sv: 'Elavbrott', en: 'Power cut' };

export const powerCutKind = defineNotificationKind<{ place: string }>({
  kind: 'testalerts.power-cut',
  category: 'alert',
  critical: true,
  defaultChannels: ['email', 'sms'],
  render: ({ place }, language) => ({ title: CUT_TITLE[language], body: `${CUT_TITLE[language]}: ${place}` }),
});

export const testNotificationPlugin = defineServerPlugin({
  id: 'testalerts',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  notificationKinds: [priceKind, powerCutKind],
});

export const TEST_NOTIFICATION_COMPANY = { ...TEST_COMPANY, pluginIds: [testNotificationPlugin.id] };

export interface QueuedJob {
  readonly name: string;
  readonly options: SendJobOptions | undefined;
}

/**
 * The job queue until branch `jobs` lands: records what was queued so a test can check `startAfter`
 * and then call the job's `run` itself at that time.
 */
export function recordingJobQueue(): JobQueue & { readonly queued: QueuedJob[] } {
  const queued: QueuedJob[] = [];
  return {
    queued,
    async send(name, _data, options) {
      queued.push({ name, options });
      return String(queued.length);
    },
    async publish() {},
  };
}

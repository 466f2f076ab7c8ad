/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
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
};

export type ChatTranslation = DeepStringShape<typeof fi>;

/** The shape of the Finnish texts with every text a string, so sv and en must give the same keys. */
type DeepStringShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStringShape<T[K]> };

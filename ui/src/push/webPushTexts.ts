import type { PluginTranslations } from '@portal/core';

/**
 * The push toggle's texts, in their own namespace so they load with the toggle (a lazy chunk) and not
 * with the start-up bundle's `core` texts.
 */
export const WEB_PUSH_NAMESPACE = 'core-push';

export const webPushTexts = {
  fi: {
    label: 'Ilmoitukset tähän laitteeseen',
    checking: 'Tarkistetaan ilmoitusten tilaa…',
    on: 'Saat ilmoitukset tähän selaimeen myös silloin, kun portaali ei ole auki.',
    off: 'Ota käyttöön, niin saat hälytykset ja viestit tähän selaimeen. Selain kysyy lupaa.',
    denied: 'Ilmoitukset on estetty tämän selaimen asetuksissa. Salli ilmoitukset sivuston asetuksista, niin voit ottaa ne käyttöön.',
    unsupported: 'Tämä selain ei tue ilmoituksia.',
    failed: 'Ilmoitusasetusta ei voitu muuttaa. Yritä uudelleen.',
  },
  sv: {
    label: 'Aviseringar till den här enheten',
    checking: 'Kontrollerar aviseringarnas status…',
    on: 'Du får aviseringar till den här webbläsaren även när portalen inte är öppen.',
    off: 'Slå på för att få larm och meddelanden till den här webbläsaren. Webbläsaren ber om lov.',
    denied: 'Aviseringar är blockerade i webbläsarens inställningar. Tillåt aviseringar i webbplatsens inställningar för att slå på dem.',
    unsupported: 'Den här webbläsaren stöder inte aviseringar.',
    failed: 'Aviseringsinställningen kunde inte ändras. Försök igen.',
  },
  en: {
    label: 'Notifications to this device',
    checking: 'Checking notifications…',
    on: 'You get notifications in this browser even when the portal is not open.',
    off: 'Turn on to get alerts and messages in this browser. The browser will ask for permission.',
    denied: 'Notifications are blocked in this browser’s settings. Allow notifications in the site settings to turn them on.',
    unsupported: 'This browser does not support notifications.',
    failed: 'The notification setting could not be changed. Please try again.',
  },
} satisfies PluginTranslations;

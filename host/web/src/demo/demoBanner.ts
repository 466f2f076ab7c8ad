import { isDemoUserSignedIn, signInDemoUser } from './hostDemoAnswers';

/** The banner's texts (fi/sv/en); plain DOM, so the normal build's i18n bundles carry none of them. */
const TEXTS = {
  fi: {
    label: 'Demo',
    text: 'Demo: kaikki tiedot ovat esimerkkejä, ja muutokset säilyvät vain tässä välilehdessä.',
    login: 'Kirjaudu demokäyttäjänä',
    saved: 'Tämä on demo: muutos tallentui vain tähän välilehteen.',
  },
  sv: {
    label: 'Demo',
    text: 'Demo: alla uppgifter är exempel, och ändringar sparas bara i den här fliken.',
    login: 'Logga in som demoanvändare',
    saved: 'Det här är en demo: ändringen sparades bara i den här fliken.',
  },
  en: {
    label: 'Demo',
    text: 'Demo: all data is sample data, and changes last only in this tab.',
    login: 'Sign in as the demo user',
    saved: 'This is a demo: the change was saved in this tab only.',
  },
} as const;

type Language = keyof typeof TEXTS;
const languageOf = (): Language => {
  const lang = document.documentElement.lang.slice(0, 2);
  return lang === 'sv' || lang === 'en' ? lang : 'fi';
};

/**
 * A "Demo" banner above the app on every page, in the page's language, with a one-click sign-in as
 * the demo user. It is a labelled region so screen-reader users meet it like sighted ones.
 */
export interface DemoBanner {
  /** Says, politely to screen readers too, that a write went to the demo's in-memory copy only. */
  announceWrite(): void;
}

export function showDemoBanner(): DemoBanner {
  const banner = document.createElement('div');
  banner.setAttribute('role', 'region');
  banner.dataset.demoBanner = '';
  banner.style.cssText =
    'display:flex;flex-wrap:wrap;gap:0.5rem 1rem;align-items:center;justify-content:center;padding:0.5rem 1rem;background:#ffe08a;color:#1a1a1a;font:600 0.95rem/1.4 system-ui,sans-serif;';
  const strong = document.createElement('strong');
  const text = document.createElement('span');
  const login = document.createElement('button');
  login.type = 'button';
  login.style.cssText =
    'font:inherit;padding:0.25rem 0.75rem;border:2px solid #1a1a1a;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer;';
  login.addEventListener('click', () => {
    signInDemoUser();
    // The session service reads session-status on start: a fresh start on the front page signs in.
    window.location.hash = '#/';
    window.location.reload();
  });
  // Empty until a write; a live region that exists from the start, so the announcement is read out.
  const notice = document.createElement('span');
  notice.setAttribute('role', 'status');
  let noticeShown = false;
  // Signed in, the button has nothing left to do (signing out is the portal's own "Kirjaudu ulos").
  if (!isDemoUserSignedIn()) banner.append(strong, text, login, notice);
  else banner.append(strong, text, notice);
  const render = () => {
    const texts = TEXTS[languageOf()];
    banner.setAttribute('aria-label', texts.label);
    strong.textContent = texts.label;
    text.textContent = texts.text.replace(/^Demo: /, '');
    login.textContent = texts.login;
    notice.textContent = noticeShown ? texts.saved : '';
  };
  render();
  new MutationObserver(render).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  document.body.prepend(banner);
  return {
    announceWrite: () => {
      noticeShown = true;
      render();
    },
  };
}

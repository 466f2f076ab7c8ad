import { afterEach, describe, expect, it } from 'vitest';
import { showDemoBanner } from './demoBanner';
import { isDemoUserSignedIn } from './hostDemoAnswers';

const banner = () => document.querySelector<HTMLElement>('[data-demo-banner]');

describe('the Demo banner', () => {
  afterEach(() => {
    banner()?.remove();
    sessionStorage.clear();
    document.documentElement.lang = 'fi';
  });

  it('says Demo in the page language and follows a language switch', async () => {
    document.documentElement.lang = 'fi';
    showDemoBanner();
    expect(banner()?.getAttribute('role')).toBe('region');
    expect(banner()?.getAttribute('aria-label')).toBe('Demo');
    expect(banner()?.textContent).toContain('kaikki tiedot ovat esimerkkejä');
    document.documentElement.lang = 'sv';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(banner()?.textContent).toContain('alla uppgifter är exempel');
    document.documentElement.lang = 'en';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(banner()?.textContent).toContain('all data is sample data');
    expect(banner()?.querySelector('button')?.textContent).toBe('Sign in as the demo user');
  });

  it('announces a write as saved in the demo only, in a status region', () => {
    const shown = showDemoBanner();
    const status = banner()?.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');
    shown.announceWrite();
    expect(status?.textContent).toBe('Tämä on demo: muutos tallentui vain tähän välilehteen.');
  });

  it('offers the one-click sign-in only while signed out', () => {
    showDemoBanner();
    expect(banner()?.querySelector('button')).not.toBeNull();
    expect(isDemoUserSignedIn()).toBe(false);
    banner()?.remove();
    sessionStorage.setItem('portal.demo.signedIn', '1');
    showDemoBanner();
    expect(banner()?.querySelector('button')).toBeNull();
  });
});

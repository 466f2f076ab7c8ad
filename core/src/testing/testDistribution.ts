import type { CompanyDistribution } from '../host/companyDistribution';
import { DEFAULT_PORTAL_CONSTANTS } from '../host/portalConstants';

/** A complete, neutral distribution for tests; override what the test is about. */
export function testDistribution(overrides: Partial<CompanyDistribution> = {}): CompanyDistribution {
  return {
    code: 'VARE',
    displayName: 'Testiyhtiö',
    pluginIds: [],
    theme: {
      colors: {
        primary: '#0b5394',
        primaryText: '#ffffff',
        background: '#f5f5f5',
        surface: '#ffffff',
        text: '#1a1a1a',
        mutedText: '#595959',
        danger: '#b00020',
        success: '#1b5e20',
        focus: '#1a5fb4',
      },
      logo: { text: 'Testiyhtiö' },
      typography: { fontFamily: 'system-ui, sans-serif', baseSize: 16 },
    },
    customerServiceNumbers: [],
    chat: { enabled: false },
    constants: DEFAULT_PORTAL_CONSTANTS,
    flagDefaults: {},
    ...overrides,
  };
}

import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: its menu label, in every language.
 * Bundled with the manifest (PluginTranslations.startup), so keep it to menu labels; fi, sv and en
 * spread it, so each label is written once.
 */
export const startup = {
  fi: {
    menu: {
      admin: 'Ylläpito',
      users: 'Käyttäjät',
      accessRights: 'Käyttöoikeudet',
      developerStatus: 'Järjestelmän tila',
      developerDebug: 'Välimuisti ja vianetsintä',
      developerIngest: 'Tietojen lataus',
      maintenance: 'Huoltotila',
      featureFlags: 'Ominaisuusliput',
      customers: 'Asiakashaku',
      audit: 'Tapahtumaloki',
    },
  },
  sv: {
    menu: {
      admin: 'Administration',
      users: 'Användare',
      accessRights: 'Behörigheter',
      developerStatus: 'Systemets tillstånd',
      developerDebug: 'Cache och felsökning',
      developerIngest: 'Inläsning av data',
      maintenance: 'Underhållsläge',
      featureFlags: 'Funktionsflaggor',
      customers: 'Kundsökning',
      audit: 'Händelselogg',
    },
  },
  en: {
    menu: {
      admin: 'Administration',
      users: 'Users',
      accessRights: 'Access rights',
      developerStatus: 'System status',
      developerDebug: 'Caches and debugging',
      developerIngest: 'Data ingests',
      maintenance: 'Maintenance mode',
      featureFlags: 'Feature flags',
      customers: 'Customer search',
      audit: 'Audit log',
    },
  },
} satisfies PluginTranslations['startup'];

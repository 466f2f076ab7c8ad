import { Card, PageHeader, Stack } from '@portal/ui';
import { useTranslation } from '@portal/core';

/**
 * The maintenance texts live here, not in the host's bundled Finnish: they are needed only while a
 * company is in maintenance, and this module loads lazily then (the start-up JS budget is tight).
 */
const TEXTS = {
  fi: {
    title: 'Huoltokatko',
    body: 'Asiakasportaali on tilapäisesti poissa käytöstä huoltotöiden vuoksi. Yritä myöhemmin uudelleen.',
    note: 'Tiedote',
    signedOut: 'Asiakasportaali on huoltokatkon vuoksi poissa käytöstä. Vain ylläpitäjät voivat kirjautua.',
  },
  sv: {
    title: 'Serviceavbrott',
    body: 'Kundportalen är tillfälligt ur bruk på grund av underhåll. Försök igen senare.',
    note: 'Meddelande',
    signedOut: 'Kundportalen är ur bruk på grund av ett serviceavbrott. Endast administratörer kan logga in.',
  },
  en: {
    title: 'Maintenance break',
    body: 'The customer portal is temporarily unavailable because of maintenance. Please try again later.',
    note: 'Notice',
    signedOut: 'The customer portal is unavailable because of a maintenance break. Only administrators can sign in.',
  },
};

function useMaintenanceTexts() {
  const { i18n } = useTranslation();
  const language = i18n.language as keyof typeof TEXTS;
  return TEXTS[language] ?? TEXTS.fi;
}

/**
 * The customer portal's maintenance page (requirements §4 maintenance mode): shown instead of every page to a
 * signed-in customer while the company is in maintenance; the administrator's note below the fixed text.
 */
export function MaintenancePage({ message }: { message: string | null }) {
  const texts = useMaintenanceTexts();
  return (
    <Stack>
      <PageHeader title={texts.title} description={texts.body} />
      {message && <Card title={texts.note}>{message}</Card>}
    </Stack>
  );
}

/** Above the sign-in page while in maintenance: customers know why they cannot get in; administrators can. */
export function MaintenanceBanner({ message }: { message: string | null }) {
  const texts = useMaintenanceTexts();
  return (
    <Card title={texts.title} headingLevel={2}>
      {texts.signedOut}
      {message && <p>{message}</p>}
    </Card>
  );
}

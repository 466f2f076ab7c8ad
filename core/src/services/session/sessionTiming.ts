/** requirements §9: refresh the session 5 minutes before it expires. */
export const SESSION_REFRESH_LEAD_MS = 300_000;
/** requirements §8: a refresh is tried up to 5 times in all before giving up. */
export const SESSION_REFRESH_ATTEMPTS = 5;
/**
 * Pause between failed attempts. Five attempts 10 s apart fit well inside the 5-minute lead, so a
 * short network outage does not log anyone out.
 */
export const SESSION_REFRESH_RETRY_DELAY_MS = 10_000;
/**
 * WCAG 2.2.1: a session that is about to end without a refresh is announced this long before, so the
 * user has time (well over the 20 s minimum) to choose to continue.
 */
export const SESSION_WARNING_LEAD_MS = 120_000;

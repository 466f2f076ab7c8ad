/**
 * The place whose consumption the user looked at last, per user and browser, so "Kulutus" opens
 * where they left off. localStorage may be unavailable (private mode, blocked storage): then the
 * first place is the answer, and nothing breaks.
 */
const key = (userId: string) => `portal.consumption.lastPlace.${userId}`;

export function readLastViewedPlace(userId: string): string | null {
  try {
    return window.localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function rememberViewedPlace(userId: string, locationIdentifier: string): void {
  try {
    window.localStorage.setItem(key(userId), locationIdentifier);
  } catch {
    // Not remembered: the menu opens on the first place instead.
  }
}

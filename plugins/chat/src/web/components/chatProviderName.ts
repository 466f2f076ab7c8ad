/**
 * The provider named to the user: the host of its script (e.g. `chat.vare-energia.example`). Tells
 * the user which third party they will be talking through, without a separate config field.
 */
export function chatProviderName(scriptUrl: string): string {
  try {
    return new URL(scriptUrl).hostname;
  } catch {
    return scriptUrl;
  }
}

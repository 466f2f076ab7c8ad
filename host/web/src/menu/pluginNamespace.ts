/** A contribution id is `<pluginId>.<name>`; its texts live in the plugin's namespace. */
export function pluginNamespace(contributionId: string): string {
  const dot = contributionId.indexOf('.');
  return dot === -1 ? contributionId : contributionId.slice(0, dot);
}

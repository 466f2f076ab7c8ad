/** A permission a plugin checks, declared by that plugin so the host can list what exists. */
export interface PermissionDeclaration<K extends string = string> {
  readonly key: K;
  /** What the permission lets its holder do, for administrators granting groups. */
  readonly description: string;
}

export type PermissionDeclarations<K extends string = string> = readonly PermissionDeclaration<K>[];

/** `definePermissions({ 'admin.users': { description: '…' } })`, in declaration order. */
export function definePermissions<const K extends string>(
  permissions: Readonly<Record<K, Omit<PermissionDeclaration, 'key'>>>,
): PermissionDeclarations<K> {
  return Object.freeze((Object.keys(permissions) as K[]).map((key) => Object.freeze({ key, description: permissions[key].description })));
}

/** Every permission of a plugin set with its owner; a key two plugins declare is listed once, first owner. */
export function composePermissionList(
  plugins: readonly { readonly id: string; readonly permissions?: PermissionDeclarations }[],
): readonly (PermissionDeclaration & { readonly pluginId: string })[] {
  const seen = new Set<string>();
  return plugins.flatMap((plugin) =>
    (plugin.permissions ?? []).filter((p) => !seen.has(p.key) && seen.add(p.key)).map((p) => ({ ...p, pluginId: plugin.id })),
  );
}

/** The bare imports of `<packageDir>/dist` that name no declared dependency (undeclaredImports.mjs). */
export function undeclaredImports(packageDir: string): string[];

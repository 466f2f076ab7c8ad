/** Each relative import of `<packageDir>/dist/**.d.ts` that names no file (danglingTypeImports.mjs). */
export function danglingTypeImports(packageDir: string): string[];

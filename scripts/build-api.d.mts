// Types of scripts/build-api.mjs, for the tests that run it (apps/api/src/build-api.test.ts).

/** The part of esbuild's metafile the dependency check reads. */
export interface BuildMetafile {
  outputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }> }>;
}

export const API_ENTRY_POINTS: string[];
export const API_OUTDIR: string;
export function packageNameOf(specifier: string): string | undefined;
export function productionDependencies(): Set<string>;
export function checkExternalImports(metafile: BuildMetafile, allowed: Set<string>, app?: string): string[];
export function buildApi(options?: {
  entryPoints?: string[];
  outdir?: string;
  outbase?: string;
  logLevel?: 'verbose' | 'debug' | 'info' | 'warning' | 'error' | 'silent';
}): Promise<string[]>;

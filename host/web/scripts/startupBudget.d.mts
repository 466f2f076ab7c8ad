export declare const INITIAL_JS_BUDGET_GZIP_BYTES: number;
export declare function runtimeReason(sourcePath: string, sourceText: string | null | undefined): string | undefined;
export interface StartupChunk {
  readonly initial: boolean;
  readonly sources: readonly string[];
  readonly sourcesContent: readonly (string | null)[];
}
export declare function startupProblems(
  analysis: { readonly company: string; readonly initialGzipBytes: number; readonly chunks: readonly StartupChunk[] },
  budget?: number,
): string[];
export declare function describeInitial(analysis: { readonly company: string; readonly initialGzipBytes: number }): string;

/**
 * The first problem in an ingested CSV file: its 1-based line (the header is line 1) and the column it
 * concerns. Files are checked whole before anything is written, so this error means nothing was loaded.
 */
export class CsvLineError extends Error {
  constructor(
    readonly line: number,
    readonly field: string,
    message: string,
  ) {
    super(`Line ${line}, ${field}: ${message}`);
    this.name = 'CsvLineError';
  }
}

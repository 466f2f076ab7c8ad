export interface Page<T> {
  readonly items: readonly T[];
  /** 1-based, clamped into range so a shrinking list never shows an empty page. */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based position of the first and last item shown; 0 when the list is empty. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    items: shown,
    page: current,
    pageCount,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total,
  };
}

import { VisuallyHidden } from '@portal/ui';

/**
 * A polite live region: what is written here is announced without moving focus, e.g. the new
 * position of a place after Move up. It stays mounted, because a region created together with its
 * text is not announced by every screen reader.
 */
export function LiveRegion({ message }: { readonly message: string }) {
  return (
    <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}

import styled from 'styled-components';

/** Visually hidden but read by screen readers; the usual clip pattern (display:none would silence it). */
const Hidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A polite live region: what is written here is announced without moving focus, e.g. the new
 * position of a place after Move up. It stays mounted, because a region created together with its
 * text is not announced by every screen reader.
 */
export function LiveRegion({ message }: { readonly message: string }) {
  return (
    <Hidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </Hidden>
  );
}

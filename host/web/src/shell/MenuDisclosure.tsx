import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { focusableElements, keepTabInside, useTranslation } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  font-weight: 700;
  color: inherit;
  background: transparent;
  border: 2px solid currentColor;
  border-radius: 6px;
  cursor: pointer;
`;

/** Three bars drawn in CSS: no icon font or image to load. */
const Bars = styled.span`
  display: inline-block;
  width: 1.1rem;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -6px 0 currentColor,
    0 6px 0 currentColor;
`;

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  display: flex;
  flex-direction: column;
`;

const PanelBar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const PanelBody = styled.div`
  padding: 0 0 1.5rem;
`;

/**
 * The side menu on a phone: a button in the header opens the menu over the page as a modal dialog.
 * While open, Tab stays inside and the page behind is inert; Escape or the close button closes it and
 * puts focus back on the menu button; following a link closes it too (WAI-ARIA dialog pattern).
 */
export function MenuDisclosure({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const openedAt = useRef(location.key);
  const returnFocus = useRef(false);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  // A followed link changes the location: the menu has done its job.
  useEffect(() => {
    if (open && location.key !== openedAt.current) setOpen(false);
  }, [open, location.key]);

  useEffect(() => {
    if (!open) return;
    openedAt.current = location.key;
    const root = panel.current;
    const current = root?.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? (root ? focusableElements(root)[0] : undefined) ?? root)?.focus();
    // The page behind the dialog must not be reachable by Tab or a screen reader's virtual cursor.
    const siblings = [...document.body.children].filter((el) => el !== root?.closest('body > *'));
    for (const el of siblings) el.setAttribute('inert', '');
    return () => {
      for (const el of siblings) el.removeAttribute('inert');
      // Closed by the user: back to the button. Closed by a followed link: the new page takes focus.
      // The button outlives the menu: the one on the page when the menu closes is the one to focus.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- read at close on purpose, not copied at open
      if (returnFocus.current) button.current?.focus();
      returnFocus.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it opens
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (panel.current) keepTabInside(event, panel.current);
  };

  return (
    <>
      <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
        <Bars aria-hidden="true" />
        {t('menu.open')}
      </MenuButton>
      {open &&
        createPortal(
          <Panel ref={panel} id={panelId} role="dialog" aria-modal="true" aria-label={t('menu.label')} tabIndex={-1} onKeyDown={onKeyDown}>
            <PanelBar>
              <MenuButton type="button" onClick={close}>
                {t('menu.close')}
              </MenuButton>
            </PanelBar>
            <PanelBody>{children}</PanelBody>
          </Panel>,
          document.body,
        )}
    </>
  );
}

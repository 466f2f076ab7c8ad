import type { ReactNode } from 'react';
import SignedInMenus from '../menu/SignedInMenus';
import { MenuDisclosure } from './MenuDisclosure';

/**
 * A signed-in phone's menu button with the header actions and the menus behind it: one lazy chunk,
 * so the menus are there when the disclosure opens and gives focus to the current step.
 */
export default function PhoneMenu({ actions }: { readonly actions: ReactNode }) {
  return (
    <MenuDisclosure>
      {actions}
      <SignedInMenus />
    </MenuDisclosure>
  );
}

import { ButtonRow, SecondaryButton } from '@portal/ui';
import { useTranslation } from '@portal/core';

export interface MoveButtonsProps {
  readonly name: string;
  readonly canMoveUp: boolean;
  readonly canMoveDown: boolean;
  readonly onMove: (delta: -1 | 1) => void;
  /** The list puts focus back on the pressed button after the item has moved in the DOM. */
  readonly buttonRef: (delta: -1 | 1, element: HTMLButtonElement | null) => void;
}

/**
 * Move up / Move down. At either end the button is aria-disabled rather than disabled: a disabled
 * button drops keyboard focus, and the focus would be lost just as the item reaches the top.
 */
export function MoveButtons({ name, canMoveUp, canMoveDown, onMove, buttonRef }: MoveButtonsProps) {
  const { t } = useTranslation('locations');
  const button = (delta: -1 | 1, enabled: boolean, text: string, label: string) => (
    <SecondaryButton
      type="button"
      ref={(element: HTMLButtonElement | null) => buttonRef(delta, element)}
      aria-label={label}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onMove(delta);
      }}
    >
      {text}
    </SecondaryButton>
  );
  return (
    <ButtonRow>
      {button(-1, canMoveUp, t('reorder.moveUp'), t('reorder.moveUpLabel', { name }))}
      {button(1, canMoveDown, t('reorder.moveDown'), t('reorder.moveDownLabel', { name }))}
    </ButtonRow>
  );
}

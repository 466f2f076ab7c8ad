import { LinkButton } from '@portal/ui';
import { themeColor, useFormatters, useModal, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { GreenPower } from '../../contract/contracts';
import { GREEN_POWER_INFO_MODAL } from '../modals';

const Switch = styled.button<{ $on: boolean }>`
  font: inherit;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.75rem 0.25rem 0.25rem;
  border: 2px solid ${themeColor('primary')};
  border-radius: 999px;
  background: ${(props) => (props.$on ? themeColor('primary')(props) : 'transparent')};
  color: ${(props) => (props.$on ? themeColor('primaryText')(props) : themeColor('primary')(props))};
  cursor: pointer;
  &::before {
    content: '';
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: currentColor;
  }
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
`;

/**
 * Green power on a contract (requirements §3 greenPowerName/On, canHaveGreenPower, carbon savings). The switch
 * is a real button with role=switch, so Space and Enter work and the state is announced; pressing it
 * only asks for confirmation. Read-only viewers see the state as text.
 */
export function GreenPowerSwitch({
  greenPower,
  readOnly,
  running,
  onChange,
}: {
  readonly greenPower: GreenPower;
  readonly readOnly: boolean;
  readonly running: boolean;
  readonly onChange: (on: boolean, name: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const modals = useModal();
  const name = greenPower.greenPowerName ?? t('greenPower.defaultName');
  const savings = greenPower.potentialCarbonEmissionSavings;

  return (
    <div>
      <h3>{t('greenPower.heading')}</h3>
      <Row>
        {!greenPower.canHaveGreenPower && !greenPower.greenPowerOn ? (
          <p>{t('greenPower.unavailable')}</p>
        ) : readOnly ? (
          <p>
            {name}: {greenPower.greenPowerOn ? t('greenPower.on') : t('greenPower.off')}
          </p>
        ) : (
          <Switch
            type="button"
            role="switch"
            aria-checked={greenPower.greenPowerOn}
            $on={greenPower.greenPowerOn}
            disabled={running}
            onClick={() => onChange(!greenPower.greenPowerOn, name)}
          >
            {t('greenPower.switchLabel', { name })}
          </Switch>
        )}
        <LinkButton
          type="button"
          onClick={() => modals.open(GREEN_POWER_INFO_MODAL, { packageSizeKwh: greenPower.packageSizeKwh, savingsKg: savings })}
        >
          {t('greenPower.info')}
        </LinkButton>
      </Row>
      {savings !== null && (
        <p>
          {t('greenPower.savings')}: {t('greenPower.savingsValue', { value: format.number(savings, 0) })}
          <br />
          <small>
            {t('greenPower.savingsNote', {
              size: format.number(greenPower.packageSizeKwh, 0),
              source: greenPower.emissionFactorSource ?? '',
            })}
          </small>
        </p>
      )}
    </div>
  );
}

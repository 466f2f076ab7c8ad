import { NO_BREAK_SPACE, formatNumber } from '@portal/core';
import { Value } from './MoneyValue';

export type EnergyUnit = 'kWh' | 'MWh' | 'c/kWh' | '€/MWh' | 'kW' | '°C';

export interface EnergyValueProps {
  readonly value: number;
  readonly unit: EnergyUnit;
  readonly decimals?: number;
  readonly emphasis?: boolean;
}

/** An energy figure in Finnish format with its unit: `1 234,56 kWh` (no-break spaces, comma decimals). */
export function EnergyValue({ value, unit, decimals, emphasis }: EnergyValueProps) {
  return (
    <Value $emphasis={emphasis}>
      <span className="kit-figure">{`${formatNumber(value, decimals)}${NO_BREAK_SPACE}${unit}`}</span>
    </Value>
  );
}

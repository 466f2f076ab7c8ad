import { ClockRef, inHelsinki, useService } from '@portal/core';
import { useMemo } from 'react';
import type { LocalDate } from '../model/localDate';

/** Today's Helsinki date from the injected clock, so tests and demos can stand on any day. */
export function useToday(): LocalDate {
  const clock = useService(ClockRef);
  return useMemo(() => inHelsinki(clock.now()).format('YYYY-MM-DD'), [clock]);
}

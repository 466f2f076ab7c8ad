import { useEffect, useState } from 'react';
import { ClockRef, useService } from '@portal/core';

/**
 * The current instant from core's clock, re-read every 30 s so the marked quarter moves on while the
 * page is open (and tests can stand the clock anywhere).
 */
export function useNowMs(): number {
  const clock = useService(ClockRef);
  const [now, setNow] = useState(() => clock.now().getTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now().getTime()), 30_000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}

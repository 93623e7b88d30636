import { useEffect, useState } from 'react';

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** Whole seconds to `endsAt` (a Date.now() time), rounded up, counted down to zero. */
export function useSecondsLeft(endsAt: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt));
  useEffect(() => {
    setSeconds(secondsUntil(endsAt));
    // Often enough that the display never lags a second behind the clock.
    const timer = window.setInterval(() => {
      const left = secondsUntil(endsAt);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 200);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return seconds;
}

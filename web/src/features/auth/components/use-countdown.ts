import { useEffect, useState } from 'react';

/** Seconds left, counted down once a second to zero; start(n) begins a new count. */
export function useCountdown(): [seconds: number, start: (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds];
}

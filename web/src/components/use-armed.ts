import { SECONDS } from '@leafwise/contract/constants';
import { useCallback, useEffect, useState } from 'react';

/**
 * A button that needs two presses, as deleting an account does: the first arms it for a few
 * seconds (its label can then ask "Are you sure?"), and `press` answers true only for a second
 * press within that time, disarming it again. A slip of the finger on a phone does nothing.
 */
export function useArmed(): { armed: boolean; press: () => boolean } {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => setArmed(false), SECONDS.deleteConfirmWindow * 1000);
    return () => window.clearTimeout(timer);
  }, [armed]);
  const press = useCallback(() => {
    setArmed(!armed);
    return armed;
  }, [armed]);
  return { armed, press };
}

import { useEffect, useRef } from 'react';

type PracticeKeys = {
  /** How many options the 1-9 keys may pick (0 once answered). */
  count: number;
  choose: (position: number) => void;
  /** Enter moves on, unless focus is on a control that Enter already activates. */
  next?: () => void;
};

const TYPING = 'input, textarea, select, [contenteditable="true"]';
const ACTIVATED_BY_ENTER = 'button, a[href], summary';

/** The practice's keys, as a quiz has them: 1-4 answer, Enter moves on; listened for on the whole page. */
export function usePracticeKeys(keys: PracticeKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      const { count, choose, next } = latest.current;
      if (event.key === 'Enter') {
        if (!next || target?.closest(ACTIVATED_BY_ENTER)) return;
        event.preventDefault();
        next();
        return;
      }
      const position = Number(event.key);
      if (Number.isInteger(position) && position >= 1 && position <= count) {
        event.preventDefault();
        choose(position - 1);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

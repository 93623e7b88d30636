import { useEffect, useRef } from 'react';

type QuizKeys = {
  /** A digit key, 1 to `count`, picks that option. */
  option?: { count: number; choose: (position: number) => void };
  /** Enter moves on, unless focus is on a control that Enter already activates. */
  next?: () => void;
};

const TYPING = 'input, textarea, select, [contenteditable="true"]';
const ACTIVATED_BY_ENTER = 'button, a[href], summary';

/** A question's keyboard shortcuts (quizzes and practice), listened for on the whole page while it is shown. */
export function useQuizKeys(keys: QuizKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      const { option, next } = latest.current;
      if (event.key === 'Enter') {
        if (!next || target?.closest(ACTIVATED_BY_ENTER)) return;
        event.preventDefault();
        next();
        return;
      }
      const position = Number(event.key);
      if (option && Number.isInteger(position) && position >= 1 && position <= option.count) {
        event.preventDefault();
        option.choose(position - 1);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

import { ADMIN_SEARCH_MAX } from '@leafwise/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'q';
/** Long enough to finish a word, short enough that the list seems to follow the typing. */
const PAUSE_MS = 300;

/**
 * Search text kept in the URL (?q=), so a reload or Back brings the same list. The field shows what
 * is typed at once; the URL, and so the search, follows when the typing pauses, or at once on
 * Enter (`submit`). Other parameters of the URL are kept.
 */
export function useSearchText() {
  const [params, setParams] = useSearchParams();
  const applied = (params.get(PARAM) ?? '').trim().slice(0, ADMIN_SEARCH_MAX);
  const [text, setText] = useState(applied);
  const pushed = useRef(applied);

  // The URL changed some other way (the section's tab, Back): the field follows it.
  useEffect(() => {
    if (applied === pushed.current) return;
    pushed.current = applied;
    setText(applied);
  }, [applied]);

  const apply = useCallback(
    (value: string) => {
      const next = value.trim();
      pushed.current = next;
      // Replaced, not pushed: Back should leave the page, not step back through each search.
      setParams(
        (now) => {
          const updated = new URLSearchParams(now);
          if (next) updated.set(PARAM, next);
          else updated.delete(PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === pushed.current) return;
    const timer = window.setTimeout(() => apply(text), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, apply]);

  return { text, setText, applied, submit: () => apply(text) };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_TARGET_MS = 3000;

/**
 * Declarative routing has no ScrollRestoration, so: a new page starts at the top, and a link
 * with a #fragment scrolls to its target, waiting for it when the page is still loading.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: every new page starts at the top.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target || !id) {
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, 0);
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      observer.disconnect();
      late.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, hash]);
  return null;
}

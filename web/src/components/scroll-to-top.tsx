import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Declarative routing has no ScrollRestoration, so: a new page starts at the top, and a link
 * with a #fragment scrolls to its target once the page has rendered.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: every new page starts at the top.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

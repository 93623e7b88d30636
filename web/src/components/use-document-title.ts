import { useEffect } from 'react';

const SITE_NAME = 'Leafwise';

/** Names the browser tab "<page> · Leafwise" while the calling page is shown. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · ${SITE_NAME}`;
  }, [page]);
}

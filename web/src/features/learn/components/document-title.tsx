import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** Names the tab from where it is rendered: the unit page names it only on the steps a quiz does not. */
export function DocumentTitle({ page }: { page: string }) {
  useDocumentTitle(page);
  return null;
}

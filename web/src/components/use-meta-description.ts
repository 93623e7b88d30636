import { useEffect } from 'react';

/**
 * Sets the page's meta description while the calling page is shown, and puts back the one it
 * replaced when the page goes: the server writes the first page's own (species pages), and a link
 * shared from a later page is read from what the browser holds then.
 */
export function useMetaDescription(description: string) {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = tag?.content;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
    return () => {
      if (before === undefined) tag.remove();
      else tag.content = before;
    };
  }, [description]);
}

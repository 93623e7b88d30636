import { ADMIN_SEARCH_MAX } from '@leafwise/contract/constants';
import type { useSearchText } from '../use-search-text.ts';

type SearchTextInputProps = {
  id: string;
  label: string;
  placeholder: string;
  search: ReturnType<typeof useSearchText>;
};

/** A console search box: its label, and the text kept in the URL as typed (useSearchText). */
export function SearchTextInput({ id, label, placeholder, search }: SearchTextInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className="text-input"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
      />
    </>
  );
}

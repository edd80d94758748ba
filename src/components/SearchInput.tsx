import { useEffect, useMemo, useRef, useState } from 'react';
import { Input, InputGroup, InputGroupText, Spinner } from 'reactstrap';
import { debounce } from '../lib/debounce';

interface Props {
  placeholder: string;
  /** Called with the text after `delay` ms of quiet when it is longer than 1 character, or '' to reload all. */
  onSearch(query: string): void;
  delay?: number;
  busy?: boolean;
}

/** The spec's search rule: more than 1 character after a pause searches; anything shorter lists everything. */
export function SearchInput({ placeholder, onSearch, delay = 500, busy = false }: Props) {
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const run = useMemo(
    () =>
      debounce((value: string) => {
        const query = value.trim();
        latest.current(query.length > 1 ? query : '');
      }, delay),
    [delay],
  );
  useEffect(() => () => run.cancel(), [run]);

  return (
    <InputGroup className="search-input">
      <InputGroupText className="bg-white">
        {busy ? (
          <Spinner size="sm" />
        ) : (
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        )}
      </InputGroupText>
      <Input
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          run(event.target.value);
        }}
      />
    </InputGroup>
  );
}

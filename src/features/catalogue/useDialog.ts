import { useCallback, useState } from 'react';

/**
 * Open/close state of a modal that shows `value`. Closing keeps the value, so the modal does not change while it
 * fades out; `key` changes on every opening, so a form inside starts afresh.
 */
export function useDialog<T>(initial: T) {
  const [state, setState] = useState({ isOpen: false, value: initial, key: 0 });
  const open = useCallback((value: T) => setState((s) => ({ isOpen: true, value, key: s.key + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  return { ...state, open, close };
}

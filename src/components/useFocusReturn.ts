import { useLayoutEffect, useRef } from 'react';

/**
 * Props for a reactstrap Modal that give focus back to what opened it only when nothing else has it yet.
 * Reactstrap returns focus when the closing fade ends, some 300 ms later, even when the user has already
 * tapped into a field by then: what they typed next went to the button that opened the modal.
 */
export function useFocusReturn(isOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Runs before the modal takes focus (after its opening fade), so this is what had it.
    if (isOpen && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [isOpen]);

  return {
    returnFocusAfterClose: false,
    onClosed() {
      const current = document.activeElement;
      const free = !current || current === document.body || !current.isConnected || current.closest('.modal') !== null;
      if (free && opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}

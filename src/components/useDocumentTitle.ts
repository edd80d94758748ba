import { useEffect } from 'react';

/**
 * Sets the tab title while the page is shown and gives the previous one back when it leaves. App pages pass
 * their own name ('Clientes'); the brand is appended so every tab reads 'Clientes · Agendei'. Public pages
 * pass a full title of their own (it already names the brand).
 */
export function useDocumentTitle(title: string, { brand = false }: { brand?: boolean } = {}) {
  useEffect(() => {
    const previous = document.title;
    document.title = brand ? `${title} · Agendei` : title;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}

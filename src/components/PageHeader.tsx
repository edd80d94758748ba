import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The head of every app page: its title (also the tab's title, 'Clientes · Agendei'), an optional line under
 * it, and the page's actions. On phones the actions stay here, at the top, on every list page.
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title, { brand: true });
  return (
    <div className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </div>
  );
}

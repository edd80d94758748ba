import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface Props {
  /** 'search' when a search or filter found nothing: a magnifier instead of the list's own icon. */
  icon: IconName;
  title: string;
  hint?: string;
  /** What to do next: create the first one, clear the search, go back to page 1. */
  action?: ReactNode;
}

/** What every list shows when it has nothing to show: no items yet, no match for a search, a page past the end. */
export function EmptyState({ icon, title, hint, action }: Props) {
  return (
    <div className="empty-state" role="status">
      <span className="empty-state__icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <p className="empty-state__title">{title}</p>
      {hint && <p className="empty-state__hint">{hint}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}

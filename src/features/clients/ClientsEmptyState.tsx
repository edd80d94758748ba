import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';

interface Props {
  query: string;
  page: number;
  onFirstPage(): void;
  onCreate(): void;
}

/** What an empty table says: no clients yet, no match for the search, or a page past the end. */
export function ClientsEmptyState({ query, page, onFirstPage, onCreate }: Props) {
  const { t } = useTranslation();
  let title = t('clients.empty');
  let hint = t('clients.emptyHint');
  let action: ReactNode = (
    <button type="button" className="btn btn-primary" onClick={onCreate}>
      {t('clients.new')}
    </button>
  );
  if (query) {
    title = t('clients.noResults', { query });
    hint = t('clients.noResultsHint');
    action = null;
  } else if (page > 1) {
    title = t('clients.emptyPage');
    hint = '';
    action = (
      <button type="button" className="btn btn-outline-primary" onClick={onFirstPage}>
        {t('clients.firstPage')}
      </button>
    );
  }
  return <EmptyState icon={query ? 'search' : 'users'} title={title} hint={hint || undefined} action={action} />;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import './locales';

interface Props {
  query: string;
  page: number;
  onFirstPage(): void;
  onCreate(): void;
}

/** What an empty table says: no clients yet, no match for the search, or a page past the end. */
export function ClientsEmptyState({ query, page, onFirstPage, onCreate }: Props) {
  const { t } = useTranslation('clients');
  let title = t('empty');
  let hint = t('emptyHint');
  let action: ReactNode = (
    <button type="button" className="btn btn-primary" onClick={onCreate}>
      {t('new')}
    </button>
  );
  if (query) {
    title = t('noResults', { query });
    hint = t('noResultsHint');
    action = null;
  } else if (page > 1) {
    title = t('emptyPage');
    hint = '';
    action = (
      <button type="button" className="btn btn-outline-primary" onClick={onFirstPage}>
        {t('firstPage')}
      </button>
    );
  }
  return <EmptyState icon={query ? 'search' : 'users'} title={title} hint={hint || undefined} action={action} />;
}

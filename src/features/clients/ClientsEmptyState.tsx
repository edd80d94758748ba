import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';

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
  let action = (
    <button type="button" className="btn btn-primary" onClick={onCreate}>
      {t('clients.new')}
    </button>
  );
  if (query) {
    title = t('clients.noResults', { query });
    hint = t('clients.noResultsHint');
    action = <></>;
  } else if (page > 1) {
    title = t('clients.emptyPage');
    hint = '';
    action = (
      <button type="button" className="btn btn-outline-primary" onClick={onFirstPage}>
        {t('clients.firstPage')}
      </button>
    );
  }
  return (
    <div className="text-center py-5 px-3 clients-empty" role="status">
      <span className="clients-empty-icon mb-3">
        <Icon name="users" size={28} />
      </span>
      <p className="fw-semibold mb-1">{title}</p>
      {hint && <p className="text-muted small mb-3">{hint}</p>}
      {action}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { isRejected } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import i18n from '../../i18n';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { SearchInput } from '../../components/SearchInput';
import { selectSalonId } from '../auth/authSlice';
import { ClientFormModal } from './ClientFormModal';
import { ClientsEmptyState } from './ClientsEmptyState';
import { ClientsTable } from './ClientsTable';
import { clientsRequested, selectClients, selectClientsStatus } from './clientsSlice';
import { clientsSearched } from './clientsThunks';
import { NewClientButton } from './NewClientButtons';
import './clients.css';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /clients?page=N: search, the table, previous/next pages and the new-client modal. */
export default function ClientsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const salonId = useAppSelector(selectSalonId);
  const clients = useAppSelector(selectClients);
  const status = useAppSelector(selectClientsStatus);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  // The search lives in the page (the URL keeps only the list's page); its results page separately.
  const [query, setQuery] = useState('');
  const [searchPage, setSearchPage] = useState(1);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (!salonId) return;
    let current = true;
    const request = query ? dispatch(clientsSearched({ salonId, query, page: searchPage })) : dispatch(clientsRequested({ salonId, page }));
    void request.then((action) => {
      // Skipped (the same list is on screen or on its way) is not a failure; a 401/403 already went to /login;
      // a stale answer has nothing to say any more.
      if (!isRejected(action) || action.meta.condition || !current) return;
      const status = action.payload?.status;
      if (status === 401 || status === 403) return;
      toast.error(i18n.t(query ? 'clients.errors.search' : 'clients.errors.load'));
    });
    return () => {
      current = false;
    };
    // i18n.t rather than t: switching the language must not fetch the list again.
  }, [dispatch, salonId, page, query, searchPage]);

  function search(text: string) {
    setQuery(text);
    setSearchPage(1);
  }

  function goTo(next: number) {
    if (query) setSearchPage(next);
    else setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  }

  const shownPage = query ? searchPage : page;
  const loading = status === 'loading' || status === 'idle';

  return (
    <div className="clients-page">
      <PageHeader title={t('clients.title')} actions={<NewClientButton onClick={() => setCreating(true)} />} />
      <div className="mb-3 clients-search">
        <SearchInput placeholder={t('clients.searchPlaceholder')} onSearch={search} busy={Boolean(query) && loading} />
      </div>
      <div className="card border-0 shadow-sm position-relative clients-card">
        <LoadingOverlay active={loading} />
        {clients.length > 0 ? (
          <ClientsTable clients={clients} />
        ) : (
          !loading && <ClientsEmptyState query={query} page={shownPage} onFirstPage={() => goTo(1)} onCreate={() => setCreating(true)} />
        )}
      </div>
      {!(loading && clients.length === 0) && <Pagination page={shownPage} count={clients.length} onChange={goTo} />}
      <ClientFormModal isOpen={creating} client={null} onClose={() => setCreating(false)} />
    </div>
  );
}

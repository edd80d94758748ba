import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Spinner } from 'reactstrap';
import { useAppSelector } from '../../../app/hooks';
import { formatPhone } from '../../../lib/masks';
import { selectSalonId } from '../../salon/sessionSlice';
import { useSearchClientsQuery } from '../../clients/clientsApi';
import type { ChosenClient } from './appointmentForm';
import '../locales/appointments';

/** The appointment client search's pause (spec section 9). */
const PAUSE_MS = 200;

interface Props {
  invalid: boolean;
  onPick(client: ChosenClient): void;
  /** 'Novo cliente', with what was typed so far. */
  onNew(typed: string): void;
}

/** Searches the salon's clients by name or phone once 2 characters are typed and the typing pauses. */
export function ClientSearch({ invalid, onPick, onNew }: Props) {
  const { t } = useTranslation('appointments');
  const salonId = useAppSelector(selectSalonId) ?? 0;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = query.length >= 2;
  const { data, isFetching, isError } = useSearchClientsQuery(searching ? { salonId, query, page: 1 } : skipToken);
  const results = searching && data ? data : [];

  return (
    <>
      <div className="position-relative">
        <Input
          id="field-client"
          type="search"
          autoComplete="off"
          value={text}
          invalid={invalid}
          placeholder={t('client.searchPlaceholder')}
          aria-describedby={invalid ? 'field-client-error' : undefined}
          onChange={(event) => setText(event.target.value)}
          // Enter takes the first match; it never submits the appointment from a half-typed search.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (results[0]) onPick({ id: results[0].id, name: results[0].name });
          }}
        />
        {isFetching && <Spinner size="sm" className="client-search__spinner" aria-label={t('client.searching')} />}
      </div>
      {results.length > 0 && (
        <div className="list-group mt-1 client-search__results" role="group" aria-label={t('client.results')}>
          {results.map((client) => (
            <button key={client.id} type="button" className="list-group-item list-group-item-action" onClick={() => onPick({ id: client.id, name: client.name })}>
              <span className="fw-semibold">{client.name}</span>
              {client.phone && <span className="text-muted small ms-2">{formatPhone(client.phone)}</span>}
            </button>
          ))}
        </div>
      )}
      {searching && data && results.length === 0 && !isFetching && (
        <div className="form-text" role="status">
          {t('client.noResults', { query })}
        </div>
      )}
      {isError && <div className="form-text text-danger">{t('client.searchFailed')}</div>}
      <Button type="button" color="link" size="sm" className="px-0" onClick={() => onNew(text.trim())}>
        + {t('client.new')}
      </Button>
    </>
  );
}

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { formatPhone } from '../../lib/masks';
import { selectSalonId } from '../salon/sessionSlice';
import { useSearchClientsQuery } from '../clients/clientsApi';
import type { SaleForm } from './cart';
import './locales';

/** The sale's client autocomplete pauses 200 ms (spec sections 5 and 9) and asks from 2 characters. */
const PAUSE_MS = 200;

/** A client as the sale and the sales list hold it. */
export type ChosenClient = SaleForm['client'];

interface ClientChooserProps {
  id: string;
  label: string;
  value: ChosenClient;
  onChange(client: ChosenClient): void;
  /** Under the search box while nothing is chosen. */
  hint?: string;
  error?: string;
}

/**
 * One of the salon's clients: the one chosen, with Trocar, or a search of the salon's clients (from 2 letters).
 * The sale's client field and the sales list's client filter.
 */
export function ClientChooser({ id, label, value, onChange, hint, error }: ClientChooserProps) {
  const { t } = useTranslation('sales');
  const salonId = useAppSelector(selectSalonId) ?? 0;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = query.length >= 2 && !value;
  const { data, isFetching, isError } = useSearchClientsQuery(searching ? { salonId, query, page: 1 } : skipToken);
  const results = searching && data ? data.slice(0, 8) : [];

  const choose = (client: ChosenClient) => {
    setText('');
    setQuery('');
    onChange(client);
  };

  return (
    <FormGroup>
      <Label for={value ? undefined : id}>{label}</Label>
      {value ? (
        <div className="d-flex align-items-center gap-2 border rounded px-3 py-2 bg-white">
          <span className="fw-semibold flex-grow-1" data-testid="sale-client">
            {value.name}
          </span>
          <Button type="button" color="link" size="sm" className="p-0 touch-target" aria-label={t('checkout.changeClient')} onClick={() => choose(null)}>
            {t('checkout.swap')}
          </Button>
        </div>
      ) : (
        <div className="position-relative">
          <Input
            id={id}
            type="search"
            autoComplete="off"
            value={text}
            placeholder={t('checkout.clientPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault(); // Enter picks the first match, never finishes the sale
              if (results[0]) choose(results[0]);
            }}
          />
          {isFetching && <Spinner size="sm" className="sale-client__spinner" aria-label={t('checkout.searching')} />}
        </div>
      )}
      {results.length > 0 && (
        <div className="sale-pick-list mt-1" role="group" aria-label={t('checkout.clientResults')}>
          {results.map((client) => (
            <button key={client.id} type="button" className="sale-pick" onClick={() => choose({ id: client.id, name: client.name, email: client.email })}>
              <span className="fw-semibold">{client.name}</span>
              {client.phone && <span className="text-muted small ms-2">{formatPhone(client.phone)}</span>}
            </button>
          ))}
        </div>
      )}
      {searching && data && results.length === 0 && !isFetching && (
        <div className="form-text" role="status">
          {t('checkout.noClient', { query })}
        </div>
      )}
      {isError && <div className="form-text text-danger">{t('checkout.clientSearchFailed')}</div>}
      {!value && hint && <div className="form-text">{hint}</div>}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </FormGroup>
  );
}

/** The sale's client (optional): the one chosen, with Trocar, or a search of the salon's clients. */
export function SaleClientPicker() {
  const { t } = useTranslation('sales');
  const [field, meta, helpers] = useField<SaleForm['client']>('client');
  return (
    <ClientChooser
      id="field-client"
      label={t('checkout.client')}
      value={field.value}
      onChange={(client) => void helpers.setValue(client)}
      hint={t('checkout.clientOptional')}
      error={meta.touched ? meta.error : undefined}
    />
  );
}

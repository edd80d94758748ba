import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { ClientAvatar } from './ClientAvatar';
import { ClientFacts } from './ClientFacts';
import { ClientPrivacyActions } from './ClientPrivacyActions';
import type { Client } from './clientsApi';
import './locales';

interface Props {
  client: Client;
  /** Appointments still booked (status new); null while the statistics load. */
  newCount: number | null;
  /** Epoch seconds of the latest completed appointment; null: never; undefined while the statistics load; 'hidden'. */
  lastVisit: number | null | undefined | 'hidden';
  /** Left out for a role that may not change (or delete) the client: the button does not show. */
  onEdit?(): void;
  onDelete?(): void;
}

/** Picture or initial, the booked-appointments badge, contacts, and the card's actions. */
export function ClientInfoCard({ client, newCount, lastVisit, onEdit, onDelete }: Props) {
  const { t } = useTranslation('clients');
  const booked = newCount === null ? null : t('detail.newCount', { count: newCount });
  return (
    <div className="card border-0 shadow-sm client-info-card">
      <div className="card-body d-flex flex-column align-items-center text-center p-4">
        <span className="client-avatar-wrap mb-3">
          <ClientAvatar client={client} size={96} />
          {booked !== null && newCount !== null && newCount > 0 && (
            <span className="badge rounded-pill bg-primary new-count" title={booked} aria-label={booked}>
              {newCount}
            </span>
          )}
        </span>
        <h1 className="h4 mb-1 text-break">{client.name}</h1>
        {booked !== null && <p className="small text-muted mb-2">{booked}</p>}
        <ul className="list-unstyled mb-3 small w-100">
          <li className="text-break">
            {client.email ? <a href={`mailto:${client.email}`} className="touch-target">{client.email}</a> : <span className="text-muted">{t('detail.noEmail')}</span>}
          </li>
          <li>
            {client.phone ? (
              <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className="touch-target">{client.phone}</a>
            ) : (
              <span className="text-muted">{t('detail.noPhone')}</span>
            )}
          </li>
        </ul>
        <ClientFacts client={client} lastVisit={lastVisit} />
        <div className="d-flex flex-wrap justify-content-center gap-2 w-100">
          {client.erased_at === null && (
            <Link to={`/agenda?client=${client.id}`} className="btn btn-primary flex-fill d-inline-flex align-items-center justify-content-center gap-2">
              <Icon name="calendar" size={16} />
              {t('detail.schedule')}
            </Link>
          )}
          {onEdit && (
            <button type="button" className="btn btn-outline-primary flex-fill" onClick={onEdit}>
              {t('detail.edit')}
            </button>
          )}
        </div>
        {onDelete && (
          <button type="button" className="btn btn-link text-danger btn-sm mt-3 touch-target" onClick={onDelete}>
            {t('detail.delete')}
          </button>
        )}
        <ClientPrivacyActions client={client} />
      </div>
    </div>
  );
}

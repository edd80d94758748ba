import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ClientAvatar } from './ClientAvatar';
import type { Client } from './clientsApi';
import { EmailText } from '../../components/EmailText';
import './locales';

const Empty = () => <span className="empty-value text-muted">—</span>;

/** Nome, Telefone, Email; on phones each row stacks (name, then phone and e-mail) so nothing scrolls sideways. */
export function ClientsTable({ clients }: { clients: Client[] }) {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();

  function open(event: MouseEvent, id: number) {
    // The name is a real link (keyboard, new tab); the rest of the row only helps the mouse and the finger.
    if ((event.target as HTMLElement).closest('a')) return;
    navigate(`/clients/${id}`);
  }

  return (
    <table className="table table-hover align-middle mb-0 clients-table">
      <thead>
        <tr>
          <th scope="col" className="col-name">{t('columns.name')}</th>
          <th scope="col" className="col-phone">{t('columns.phone')}</th>
          <th scope="col" className="col-email">{t('columns.email')}</th>
        </tr>
      </thead>
      <tbody>
        {clients.map((client) => (
          <tr key={client.id} onClick={(event) => open(event, client.id)}>
            <td className="client-name">
              <Link to={`/clients/${client.id}`} className="client-link" aria-label={t('open', { name: client.name })}>
                <ClientAvatar client={client} size={32} />
                <span className="text-truncate">{client.name}</span>
              </Link>
            </td>
            <td className="client-contact text-nowrap">{client.phone || <Empty />}</td>
            <td className="client-contact text-truncate">{client.email ? <EmailText email={client.email} /> : <Empty />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

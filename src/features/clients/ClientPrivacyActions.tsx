import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../salon/useCan';
import { formatDate } from '../../lib/dates';
import { EraseClientDialog } from './EraseClientDialog';
import type { Client } from './clientsApi';
import './locales';

/**
 * The foot of the client's card (LGPD): an erased client says so to everyone; the owner (privacyAdmin) gets
 * 'Exportar dados (LGPD)', the printable page with its JSON download, and 'Apagar dados do cliente'.
 */
export function ClientPrivacyActions({ client }: { client: Client }) {
  const { t, i18n } = useTranslation('clients');
  const canPrivacy = useCan('privacyAdmin');
  const [erasing, setErasing] = useState(false);
  const erasedAt = client.erased_at;
  if (erasedAt === null && !canPrivacy) return null;
  return (
    <div className="client-privacy w-100 border-top pt-3 mt-3 small">
      {erasedAt !== null && (
        <p className="text-muted mb-2" data-fact="erased">
          {t('detail.privacy.erased', { date: formatDate(erasedAt * 1000, 'P', i18n.language) })}
        </p>
      )}
      {canPrivacy && (
        <div className="d-flex flex-wrap justify-content-center column-gap-3">
          <Link to={`/clients/${client.id}/dados`} className="btn btn-link btn-sm touch-target">
            {t('detail.privacy.export')}
          </Link>
          {erasedAt === null && (
            <button type="button" className="btn btn-link btn-sm text-danger touch-target" onClick={() => setErasing(true)}>
              {t('detail.privacy.erase')}
            </button>
          )}
        </div>
      )}
      {canPrivacy && <EraseClientDialog client={client} isOpen={erasing} onClose={() => setErasing(false)} />}
    </div>
  );
}

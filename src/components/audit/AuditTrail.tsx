import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import type { AuditListWire } from '../../../server/contract/audit';
import { formatDate } from '../../lib/dates';
import './locales';
import './audit.css';

export type AuditEvent = AuditListWire['events'][number];
export type AuditSubject = 'appointment' | 'sale';

/** What the section needs of an RTK Query hook's result. */
export interface AuditQuery {
  data?: AuditListWire;
  isError: boolean;
  refetch(): unknown;
}

/** The actions each subject has its own words for; any other reads 'Alterado por'. */
const ACTIONS: Record<AuditSubject, string[]> = {
  appointment: ['created', 'updated', 'moved', 'canceled', 'deleted', 'reminded', 'toldMoved'],
  sale: ['created', 'updated', 'canceled', 'deleted'],
};
/** An appointment's status changes, by the status it went to (details.status). */
const STATUSES = ['new', 'started', 'completed', 'no_show', 'canceled'];

function keyOf(subject: AuditSubject, event: AuditEvent): string {
  const status = event.details?.status;
  if (subject === 'appointment' && event.action === 'status' && typeof status === 'string' && STATUSES.includes(status)) return `status.${status}`;
  return ACTIONS[subject].includes(event.action) ? event.action : 'other';
}

/** 'Iniciado por Ana em 25/11/2026 às 09:12', and a sale's reason after a dash. */
function useEventText(subject: AuditSubject) {
  const { t, i18n } = useTranslation('audit');
  return (event: AuditEvent) => {
    const values = {
      name: event.user_name,
      date: formatDate(event.at * 1000, 'P', i18n.language),
      time: formatDate(event.at * 1000, i18n.language === 'en' ? 'h:mm a' : 'HH:mm', i18n.language),
    };
    const text = t(`${subject}.${keyOf(subject, event)}`, values);
    const reason = typeof event.details?.reason === 'string' ? event.details.reason.trim() : '';
    return reason ? t('withReason', { text, reason }) : text;
  };
}

/**
 * 'Histórico', collapsed at first: who created, changed, moved, canceled or deleted an appointment or a sale, and
 * when, oldest first (DESIGN.md: the owner's audit trail). `onOpen` starts the load, so closed it costs nothing.
 */
export function AuditTrail({ subject, query, onOpen }: { subject: AuditSubject; query: AuditQuery; onOpen(): void }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const text = useEventText(subject);
  const toggle = () => {
    if (!open) onOpen();
    setOpen(!open);
  };
  const events = query.data?.events;
  return (
    <section className="audit-trail">
      <button type="button" className="btn btn-link audit-trail__toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        <span className={`audit-trail__chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
        {t('title')}
      </button>
      <div id={bodyId} hidden={!open}>
        {open &&
          (query.isError && !events ? (
            <p className="audit-trail__note" role="alert">
              {t('failed')}{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void query.refetch()}>
                {t('retry')}
              </button>
            </p>
          ) : !events ? (
            <div className="audit-trail__note" role="status">
              <Spinner size="sm" color="primary" />
              <span className="visually-hidden">{t('loading')}</span>
            </div>
          ) : events.length === 0 ? (
            <p className="audit-trail__note">{t('empty')}</p>
          ) : (
            <ol className="audit-trail__list">
              {events.map((event, index) => (
                <li key={`${event.at}-${index}`}>{text(event)}</li>
              ))}
            </ol>
          ))}
      </div>
    </section>
  );
}

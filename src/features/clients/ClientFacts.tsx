import { useTranslation } from 'react-i18next';
import { Placeholder } from 'reactstrap';
import { formatDate } from '../../lib/dates';
import type { Client } from './clientsApi';
import './locales';

/** The birth day as the language writes it (a date without time: read in UTC, so no zone shifts the day). */
function birthText(iso: string | null, language: string) {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** 'Rua X, 10', 'Centro, São Paulo - SP', 'CEP 01000-000': the lines that have something in them. */
function addressLines(client: Client, zipLabel: string) {
  const place = [client.neighborhood, [client.city, client.state].filter(Boolean).join(' - ')].filter(Boolean).join(', ');
  return [client.address, place, client.zip_code ? `${zipLabel} ${client.zip_code}` : null].filter((line): line is string => Boolean(line));
}

/**
 * Whether the salon's reminder e-mails reach this client: said only when they do not, because the client followed
 * the unsubscribe link (the server then skips them for good) or has no e-mail to send them to.
 */
function ReminderFact({ client, language }: { client: Client; language: string }) {
  const { t } = useTranslation('clients');
  const optedOut = client.reminders_opt_out_at;
  if (optedOut === null && client.email) return null;
  return (
    <>
      <dt>{t('detail.reminders.title')}</dt>
      <dd data-fact="reminders" className={optedOut === null ? 'text-muted' : undefined}>
        {optedOut === null ? t('detail.reminders.needsEmail') : t('detail.reminders.optedOut', { date: formatDate(optedOut * 1000, 'P', language) })}
      </dd>
    </>
  );
}

/** LGPD: whether the client agreed to receive the salon's messages, and since when ('sim, desde 21/11/2026' / 'não'). */
function ConsentFact({ client, language }: { client: Client; language: string }) {
  const { t } = useTranslation('clients');
  const since = client.messages_consent_at;
  return (
    <>
      <dt>{t('detail.consent.title')}</dt>
      <dd data-fact="consent">
        {client.messages_consent && since !== null ? t('detail.consent.yes', { date: formatDate(since * 1000, 'P', language) }) : t('detail.consent.no')}
      </dd>
    </>
  );
}

interface Props {
  client: Client;
  /**
   * Epoch seconds of the latest completed appointment; null: never; undefined: the statistics are loading;
   * 'hidden': a role without the client's history (issue 11) is not told.
   */
  lastVisit: number | null | undefined | 'hidden';
}

/** The last visit, then birth date, gender, reminders and address, under the contacts of the info card. */
export function ClientFacts({ client, lastVisit }: Props) {
  const { t, i18n } = useTranslation('clients');
  const birth = birthText(client.birth, i18n.language);
  const address = addressLines(client, t('form.fields.zipCode'));
  return (
    <dl className="client-facts small text-start w-100 mb-3">
      {lastVisit !== 'hidden' && (
        <>
          <dt>{t('detail.lastVisit')}</dt>
          <dd data-fact="last-visit">
            {lastVisit === undefined ? (
              <Placeholder animation="glow">
                <Placeholder xs={4} />
              </Placeholder>
            ) : lastVisit === null ? (
              t('detail.neverVisited')
            ) : (
              formatDate(lastVisit * 1000, 'P', i18n.language)
            )}
          </dd>
        </>
      )}
      {/* Untold (or erased: the API answers unspecified then) is no fact about the client: nothing to show. */}
      {client.gender !== 'unspecified' && (
        <>
          <dt>{t('form.fields.gender')}</dt>
          <dd>{t(`form.genders.${client.gender}`)}</dd>
        </>
      )}
      {birth && (
        <>
          <dt>{t('form.fields.birth')}</dt>
          <dd>{birth}</dd>
        </>
      )}
      <ReminderFact client={client} language={i18n.language} />
      <ConsentFact client={client} language={i18n.language} />
      {address.length > 0 && (
        <>
          <dt>{t('form.fields.address')}</dt>
          <dd>
            {address.map((line) => (
              <span key={line} className="d-block text-break">
                {line}
              </span>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUS_LABELS } from '../../../server/contract/constants';
import { Money } from '../../components/Money';
import { formatDate } from '../../lib/dates';
import type { ClientExport } from './clientsApi';
import './locales';

type Lang = 'pt-BR' | 'en';
const langOf = (language: string): Lang => (language.startsWith('en') ? 'en' : 'pt-BR');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm client-data__section" aria-labelledby={`client-data-${id}`}>
      <div className="card-body">
        <h2 id={`client-data-${id}`} className="h5 mb-3">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** Name, contacts, address, consent and the record's dates: every field the salon keeps, empty ones as '—'. */
export function PersonalData({ data }: { data: ClientExport }) {
  const { t, i18n } = useTranslation('clients');
  const c = data.client;
  const day = (epoch: number | null) => (epoch === null ? null : formatDate(epoch * 1000, 'P', i18n.language));
  const birth = c.birth ? formatDate(new Date(`${c.birth}T12:00:00`), 'P', i18n.language) : null;
  const place = [c.address, c.neighborhood, [c.city, c.state].filter(Boolean).join(' - '), c.zip_code].filter(Boolean).join(', ');
  const consent = c.messages_consent && c.messages_consent_at !== null ? t('detail.consent.yes', { date: day(c.messages_consent_at) }) : t('detail.consent.no');
  const rows: Array<[string, string | null]> = [
    [t('data.fields.id'), String(c.id)],
    [t('form.fields.name'), c.name],
    [t('form.fields.email'), c.email],
    [t('form.fields.phone'), c.phone],
    // Untold shows as an empty field ('—'), like the others.
    [t('form.fields.gender'), c.gender === 'unspecified' ? null : t(`form.genders.${c.gender}`)],
    [t('form.fields.birth'), birth],
    [t('form.fields.address'), place || null],
    [t('data.fields.avatar'), c.avatar ? t('data.fields.hasAvatar') : null],
    [t('detail.consent.title'), consent],
    [t('data.fields.remindersOptOut'), day(c.reminders_opt_out_at)],
    [t('data.fields.createdAt'), day(c.created_at)],
    [t('data.fields.updatedAt'), day(c.updated_at)],
    ...(c.erased_at !== null ? [[t('data.fields.erasedAt'), day(c.erased_at)] as [string, string | null]] : []),
  ];
  return (
    <Section id="personal" title={t('data.sections.personal')}>
      <dl className="client-data__facts mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="client-data__fact">
            <dt>{label}</dt>
            <dd className="text-break">{value ?? t('data.fields.none')}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function AppointmentsData({ data }: { data: ClientExport }) {
  const { t, i18n } = useTranslation('clients');
  const labels = APPOINTMENT_STATUS_LABELS[langOf(i18n.language)];
  return (
    <Section id="appointments" title={t('data.sections.appointments')}>
      {data.appointments.length === 0 ? (
        <p className="text-muted mb-0">{t('data.noAppointments')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0 client-data__table">
            <thead>
              <tr>
                <th scope="col">{t('data.columns.date')}</th>
                <th scope="col">{t('data.columns.service')}</th>
                <th scope="col">{t('data.columns.professional')}</th>
                <th scope="col">{t('data.columns.status')}</th>
                <th scope="col" className="text-end">{t('data.columns.price')}</th>
                <th scope="col">{t('data.columns.notes')}</th>
              </tr>
            </thead>
            <tbody>
              {data.appointments.map((a) => (
                <tr key={a.id}>
                  <td className="text-nowrap">{formatDate(a.start_at * 1000, 'Pp', i18n.language)}</td>
                  <td>{a.service}</td>
                  <td>{a.professional}</td>
                  <td>{labels[a.status]}</td>
                  <td className="text-end"><Money cents={a.price} table /></td>
                  <td className="text-break">{a.notes ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export function SalesData({ data }: { data: ClientExport }) {
  const { t, i18n } = useTranslation('clients');
  return (
    <Section id="sales" title={t('data.sections.sales')}>
      {data.sales.length === 0 ? (
        <p className="text-muted mb-0">{t('data.noSales')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0 client-data__table">
            <thead>
              <tr>
                <th scope="col">{t('data.columns.number')}</th>
                <th scope="col">{t('data.columns.date')}</th>
                <th scope="col">{t('data.columns.items')}</th>
                <th scope="col">{t('data.columns.payment')}</th>
                <th scope="col">{t('data.columns.status')}</th>
                <th scope="col" className="text-end">{t('data.columns.total')}</th>
              </tr>
            </thead>
            <tbody>
              {data.sales.map((sale) => (
                <tr key={sale.id}>
                  <td>{sale.number}</td>
                  <td className="text-nowrap">{formatDate(sale.created_at * 1000, 'Pp', i18n.language)}</td>
                  <td>
                    {sale.items.map((item, i) => (
                      <span key={i} className="d-block">{t('data.item', { quantity: item.quantity, name: item.name })}</span>
                    ))}
                  </td>
                  <td>{t(`data.payments.${sale.payment_type}`)}</td>
                  <td>{t(`data.saleStatus.${sale.status}`)}</td>
                  <td className="text-end"><Money cents={sale.price} table /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

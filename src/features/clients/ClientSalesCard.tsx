import { useTranslation } from 'react-i18next';
import { Placeholder } from 'reactstrap';
import { Money } from '../../components/Money';
import type { ClientStatistics } from './clientsApi';
import './locales';

/** The numbers of the card; the last visit is a date, shown with the client's facts. */
type Figure = Exclude<keyof ClientStatistics, 'last_visit'>;

const STATS: Array<{ key: Figure; label: string; money?: boolean }> = [
  { key: 'sales_total', label: 'salesTotal', money: true },
  { key: 'prospection', label: 'prospection', money: true },
  { key: 'appointments_total', label: 'appointmentsTotal' },
  { key: 'completed', label: 'completed' },
  { key: 'canceled', label: 'canceled' },
  { key: 'no_show', label: 'noShow' },
];

/** Vendas Totais, Agendado a receber (booked, not yet paid) and the appointment counts; placeholders while they load. */
export function ClientSalesCard({ statistics }: { statistics: ClientStatistics | null }) {
  const { t } = useTranslation('clients');
  return (
    <div className="card border-0 shadow-sm h-100">
      <div className="card-body p-4">
        <h2 className="h6 text-uppercase text-muted mb-3">{t('detail.sales.title')}</h2>
        <dl className="row g-2 g-md-3 mb-0">
          {STATS.map(({ key, label, money }) => (
            <div key={key} className="col-6 col-xl-4">
              <div className={`client-stat ${money ? 'is-money' : ''}`}>
                <dt className="client-stat-label fw-normal">{t(`detail.sales.${label}`)}</dt>
                <dd className="client-stat-value mb-0" data-stat={key}>
                  {statistics ? (
                    money ? <Money cents={statistics[key]} /> : statistics[key]
                  ) : (
                    <Placeholder animation="glow">
                      <Placeholder xs={6} />
                    </Placeholder>
                  )}
                </dd>
              </div>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import type { OnlineBookingValues, ServiceRow } from './onlineBookingForm';
import { ServiceOnlineRow } from './ServiceOnlineRow';
import './locales';

/** The rows under their category, in the server's order (by category, then name), keeping each row's form index. */
function byCategory(services: ServiceRow[]) {
  const groups = new Map<string, Array<{ index: number; service: ServiceRow }>>();
  services.forEach((service, index) => {
    const group = groups.get(service.category) ?? [];
    group.push({ index, service });
    groups.set(service.category, group);
  });
  return [...groups.entries()];
}

/** Which services clients may book online, and the buffer after each. */
export function ServiceList() {
  const { t } = useTranslation('onlineBooking');
  const { values } = useFormikContext<OnlineBookingValues>();
  if (values.services.length === 0) {
    return (
      <EmptyState
        icon="scissors"
        title={t('services.empty')}
        action={
          <Link to="/services" className="btn btn-primary">
            {t('services.goToServices')}
          </Link>
        }
      />
    );
  }
  const offered = values.services.filter((service) => service.bookableOnline).length;
  return (
    <>
      <p className="small text-muted">{t('services.count', { selected: offered, total: values.services.length })}</p>
      {byCategory(values.services).map(([category, rows]) => (
        <fieldset key={category} className="mb-3">
          <legend className="online-booking__group">{category}</legend>
          <ul className="list-unstyled mb-0">
            {rows.map(({ index, service }) => (
              <ServiceOnlineRow key={service.id} index={index} service={service} />
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Duration } from '../../components/Duration';
import { Money } from '../../components/Money';
import type { Service } from './catalogueApi';
import { CatalogueLayout } from './CatalogueLayout';
import { serviceCatalogue } from './catalogueModels';
import type { ItemColumn } from './ItemTable';
import { ServiceModal } from './ServiceModal';
import './locales';

/** /services: the service catalogue (Nome, Duração, Preço); phones show the duration under the name. */
export default function ServicesPage() {
  const { t } = useTranslation('catalogue');
  const columns: Array<ItemColumn<Service>> = [
    {
      key: 'duration',
      header: t('fields.duration'),
      cell: (service) => <Duration seconds={service.duration} />,
      className: 'd-none d-sm-table-cell',
    },
    { key: 'price', header: t('fields.price'), cell: (service) => <Money cents={service.price} table />, className: 'text-end' },
  ];
  return (
    <CatalogueLayout
      model={serviceCatalogue}
      columns={columns}
      note={(service) => (
        <span className="d-sm-none">
          <Duration seconds={service.duration} />
        </span>
      )}
      ItemModal={ServiceModal}
    />
  );
}

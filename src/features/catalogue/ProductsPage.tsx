import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/useCan';
import { Money } from '../../components/Money';
import type { Product } from './catalogueApi';
import { CatalogueLayout } from './CatalogueLayout';
import { productCatalogue } from './catalogueModels';
import type { ItemColumn } from './ItemTable';
import { NegativeStockSwitch } from './NegativeStockSwitch';
import { ProductModal } from './ProductModal';
import './locales';

/** /products: the product catalogue (Nome, Preço, Estoque), the brand under the name, and the negative-stock switch. */
export default function ProductsPage() {
  const { t, i18n } = useTranslation('catalogue');
  // The switch is a salon setting: the owner's.
  const salonAdmin = useCan('salonAdmin');
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'pt-BR');
  const columns: Array<ItemColumn<Product>> = [
    { key: 'price', header: t('fields.price'), cell: (product) => <Money cents={product.price} table />, className: 'text-end' },
    {
      key: 'quantity',
      header: t('fields.quantity'),
      cell: (product) =>
        product.quantity > 0 ? (
          number.format(product.quantity)
        ) : (
          <span className="text-danger" title={t('products.outOfStock')}>
            0<span className="visually-hidden"> ({t('products.outOfStock')})</span>
          </span>
        ),
      className: 'text-end',
    },
  ];
  return <CatalogueLayout model={productCatalogue} columns={columns} note={(product) => product.brand} tools={salonAdmin ? <NegativeStockSwitch /> : undefined} ItemModal={ProductModal} />;
}

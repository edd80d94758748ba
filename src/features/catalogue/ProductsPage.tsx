import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from 'reactstrap';
import { useCan } from '../salon/useCan';
import { Money } from '../../components/Money';
import { productAccess, type Product } from './catalogueApi';
import { CatalogueLayout } from './CatalogueLayout';
import { productCatalogue } from './catalogueModels';
import type { ItemColumn } from './ItemTable';
import { LowStockFirstSwitch } from './LowStockFirstSwitch';
import { NegativeStockSwitch } from './NegativeStockSwitch';
import { ProductModal } from './ProductModal';
import { StockEntryDialog } from './StockEntryDialog';
import { useDialog } from './useDialog';
import './locales';

/** Flagged products first, each group keeping the list's own (name) order. */
const lowStockFirst = (products: Product[]) => [...products.filter((p) => p.low_stock), ...products.filter((p) => !p.low_stock)];

/**
 * /products: the product catalogue (Nome, Preço, Estoque with its 'Estoque baixo' badge), the brand under the
 * name, the negative-stock switch, and an 'Entrada' (stock entry) per product for the owner and the front desk.
 */
export default function ProductsPage() {
  const { t, i18n } = useTranslation('catalogue');
  // The switch is a salon setting: the owner's.
  const salonAdmin = useCan('salonAdmin');
  // Receiving goods is front-desk work too (server/contract/roles.ts).
  const receives = useCan('stockEntry');
  const [lowFirst, setLowFirst] = useState(false);
  const stockDialog = useDialog<Product | null>(null);
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'pt-BR');
  const model = useMemo(
    () => (lowFirst ? { ...productCatalogue, access: { ...productAccess, items: (c: Parameters<typeof productAccess.items>[0]) => lowStockFirst(c.products) } } : productCatalogue),
    [lowFirst],
  );

  const entryButton = (product: Product) => (
    <Button
      size="sm"
      color="primary"
      outline
      aria-label={t('stock.actionLabel', { name: product.name })}
      onClick={(event) => {
        // The row itself opens the product's form (the owner's): this button opens the entrada only.
        event.stopPropagation();
        stockDialog.open(product);
      }}
    >
      {t('stock.action')}
    </Button>
  );
  const columns: Array<ItemColumn<Product>> = [
    { key: 'price', header: t('fields.price'), cell: (product) => <Money cents={product.price} table />, className: 'text-end' },
    {
      key: 'quantity',
      header: t('fields.quantity'),
      // The entrada sits in the stock's own cell (beside it, under it on a phone): a fourth column would squeeze the names.
      cell: (product) => (
        <div className="stock-cell">
          <div className="stock-cell__count">
            {product.quantity > 0 ? (
              number.format(product.quantity)
            ) : (
              <span className="text-danger" title={t('products.outOfStock')}>
                {number.format(product.quantity)}
                <span className="visually-hidden"> ({t('products.outOfStock')})</span>
              </span>
            )}
            {product.low_stock && (
              <div>
                <Badge color="warning" className="text-dark low-stock-badge">
                  {t('products.lowStock')}
                </Badge>
              </div>
            )}
          </div>
          {receives && entryButton(product)}
        </div>
      ),
      className: receives ? 'text-end catalogue-stock-cell' : 'text-end',
    },
  ];
  const tools = (
    <>
      <LowStockFirstSwitch checked={lowFirst} onChange={setLowFirst} />
      {salonAdmin && <NegativeStockSwitch />}
    </>
  );

  return (
    <>
      <CatalogueLayout model={model} columns={columns} note={(product) => product.brand} tools={tools} ItemModal={ProductModal} />
      <StockEntryDialog key={`stock-${stockDialog.key}`} product={stockDialog.value} isOpen={stockDialog.isOpen} onClose={stockDialog.close} />
    </>
  );
}

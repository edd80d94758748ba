import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Input, Modal, ModalBody, ModalHeader, Nav, NavItem, NavLink, Spinner } from 'reactstrap';
import { Money } from '../../components/Money';
import { servicesOf } from '../../lib/serviceFit';
import { useFocusReturn } from '../../components/useFocusReturn';
import type { CategoryList, Product, ProductCategory, Service, ServiceCategory } from '../catalogue/catalogueApi';
import './locales';

type Tab = 'services' | 'products';

interface Props {
  isOpen: boolean;
  services: CategoryList<ServiceCategory>;
  products: CategoryList<ProductCategory>;
  /** Units of a product still free to add (its stock less what the cart holds), or null when stock does not limit. */
  roomFor(product: Product): number | null;
  onService(service: Service): void;
  onProduct(product: Product): void;
  onClose(): void;
  /** The new line's professional, when known: their own services come first, the rest under 'Outros serviços'. */
  professional?: { name: string; service_ids: number[] } | null;
  /** 'Permitir qualquer serviço': the server then sells any service by anyone. */
  anyServiceAllowed?: boolean;
}

/** Accents and case ignored: 'escova' finds 'Escova', 'pe' finds 'Pé'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const matching = <C, I extends { name: string }>(categories: C[], items: (category: C) => I[], query: string) =>
  categories
    .map((category) => ({ category, items: items(category).filter((item) => fold(item.name).includes(fold(query))) }))
    .filter((group) => group.items.length > 0);

/** The sale-item chooser: Serviços and Produtos, by category, with a search; products show their stock. */
export function ItemChooser({ isOpen, services, products, roomFor, onService, onProduct, onClose, professional = null, anyServiceAllowed = false }: Props) {
  const { t } = useTranslation('sales');
  const [tab, setTab] = useState<Tab>('services');
  const [query, setQuery] = useState('');
  const q = query.trim();
  const serviceGroups = useMemo(() => matching(services.categories, (c) => c.services, q), [services.categories, q]);
  const split = useMemo(
    () => servicesOf(serviceGroups.map((group) => ({ ...group, services: group.items })), professional?.service_ids),
    [serviceGroups, professional],
  );
  const productGroups = useMemo(() => matching(products.categories, (c) => c.products, q), [products.categories, q]);
  const list = tab === 'services' ? services : products;
  const empty = (tab === 'services' ? serviceGroups : productGroups).length === 0;
  const focusReturn = useFocusReturn(isOpen);

  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      returnFocusAfterClose={focusReturn.returnFocusAfterClose}
      onClosed={() => {
        setQuery('');
        focusReturn.onClosed();
      }}
      scrollable
      fullscreen="sm"
      size="lg"
      labelledBy="item-chooser-title"
      className="item-chooser"
    >
      <ModalHeader toggle={onClose} id="item-chooser-title">
        {t('chooser.title')}
      </ModalHeader>
      <ModalBody>
        <Nav tabs className="mb-3" role="tablist">
          {(['services', 'products'] as const).map((name) => (
            <NavItem key={name}>
              <NavLink tag="button" type="button" role="tab" aria-selected={tab === name} active={tab === name} onClick={() => setTab(name)}>
                {t(`chooser.${name}`)}
              </NavLink>
            </NavItem>
          ))}
        </Nav>
        <Input type="search" className="mb-3" value={query} placeholder={t('chooser.search')} aria-label={t('chooser.search')} onChange={(e) => setQuery(e.target.value)} />
        {list.status === 'loading' && <Spinner size="sm" aria-label={t('chooser.loading')} />}
        {list.status === 'failed' && (
          <p className="text-danger" role="alert">
            {t('chooser.failed')}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={list.refetch}>
              {t('chooser.retry')}
            </button>
          </p>
        )}
        {list.status === 'ready' && empty && (
          <p className="text-muted" role="status">
            {q ? t('chooser.noMatch', { query: q }) : t(`chooser.none.${tab}`)}{' '}
            {!q && <Link to={`/${tab}`}>{t(`chooser.manage.${tab}`)}</Link>}
          </p>
        )}
        <div role="tabpanel">
          {tab === 'services' &&
            split.own.map(({ category, services: items }) => (
              <Group key={category.id} name={category.name}>
                {items.map((service) => (
                  <ServicePick key={service.id} service={service} onPick={onService} />
                ))}
              </Group>
            ))}
          {tab === 'services' && professional && split.others.length > 0 && (
            <Group name={t('chooser.otherServices')}>
              <p className="form-text text-warning-emphasis mb-2">
                {t(anyServiceAllowed ? 'chooser.notTheirs' : 'chooser.notTheirsRefused', { name: professional.name })}
              </p>
              {split.others.map((service) => (
                <ServicePick key={service.id} service={service} onPick={onService} />
              ))}
            </Group>
          )}
          {tab === 'products' &&
            productGroups.map(({ category, items }) => (
              <Group key={category.id} name={category.name}>
                {items.map((product) => {
                  const room = roomFor(product);
                  const out = room !== null && room <= 0;
                  return (
                    <button key={product.id} type="button" className="sale-pick item-chooser__item" disabled={out} onClick={() => onProduct(product)}>
                      <span className="item-chooser__name">
                        {product.name}
                        <span className={`item-chooser__stock${product.quantity <= 0 ? ' text-danger' : ''}`}>
                          {out ? t(product.quantity <= 0 ? 'chooser.outOfStock' : 'chooser.allInSale') : t('line.stock', { count: product.quantity })}
                        </span>
                      </span>
                      <Money cents={product.price} />
                    </button>
                  );
                })}
              </Group>
            ))}
        </div>
      </ModalBody>
    </Modal>
  );
}

function ServicePick({ service, onPick }: { service: Service; onPick(service: Service): void }) {
  return (
    <button type="button" className="sale-pick item-chooser__item" onClick={() => onPick(service)}>
      <span className="item-chooser__name">{service.name}</span>
      <Money cents={service.price} />
    </button>
  );
}

function Group({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className="mb-3" aria-label={name}>
      <h3 className="item-chooser__category">{name}</h3>
      <div className="sale-pick-list">{children}</div>
    </section>
  );
}

import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/app/store';
import {
  searchCleared,
  selectAllServices,
  serviceCatalogue,
  serviceCategoriesRequested,
  serviceThunks,
} from '../../src/features/catalogue/catalogueSlice';
import { service, serviceCategory } from './catalogueHelpers';

const corte = service({ id: 10, name: 'Corte', service_category_id: 1 });
const escova = service({ id: 11, name: 'Escova', service_category_id: 1 });
const barba = service({ id: 12, name: 'Barba', service_category_id: 2 });

function loadedStore() {
  const store = createStore();
  const categories = [serviceCategory(2, 'Barba', [barba]), serviceCategory(1, 'Cabelo', [corte, escova])];
  store.dispatch(serviceCategoriesRequested.fulfilled(categories, 'load', 42));
  return store;
}

const saved = (item: ReturnType<typeof service>, id: number | null) =>
  serviceThunks.itemSaved.fulfilled(item, 'save', { salonId: 42, id, fields: {} });

describe('catalogue slice', () => {
  it('moves an edited service to its new category, in name order', () => {
    const store = loadedStore();
    store.dispatch(saved({ ...escova, name: 'Aparar', service_category_id: 2 }, 11));
    const [barbaPanel, cabelo] = store.getState().catalogue.serviceCategories;
    expect(barbaPanel.services.map((s) => s.name)).toEqual(['Aparar', 'Barba']);
    expect(cabelo.services.map((s) => s.name)).toEqual(['Corte']);
  });

  it('keeps categories in name order on create and rename, and forgets deleted ones', () => {
    const store = loadedStore();
    const created = serviceCategory(3, 'Álbum');
    store.dispatch(serviceThunks.categorySaved.fulfilled(created, 'c', { salonId: 42, id: null, fields: {} }));
    expect(store.getState().catalogue.serviceCategories.map((c) => c.name)).toEqual(['Álbum', 'Barba', 'Cabelo']);
    store.dispatch(serviceThunks.categorySaved.fulfilled({ ...created, name: 'Unhas' }, 'r', { salonId: 42, id: 3, fields: {} }));
    expect(store.getState().catalogue.serviceCategories.map((c) => c.name)).toEqual(['Barba', 'Cabelo', 'Unhas']);
    store.dispatch(serviceThunks.categoryDeleted.fulfilled(3, 'd', 3));
    expect(store.getState().catalogue.serviceCategories.map((c) => c.name)).toEqual(['Barba', 'Cabelo']);
  });

  it('filters the panels by a search, keeps what is created meanwhile, and ignores a stale answer', () => {
    const store = loadedStore();
    const first = serviceThunks.searchRequested.pending('old', { salonId: 42, query: 'co' });
    const second = serviceThunks.searchRequested.pending('new', { salonId: 42, query: 'cor' });
    store.dispatch(first);
    store.dispatch(second);
    store.dispatch(serviceThunks.searchRequested.fulfilled([serviceCategory(1, 'Cabelo', [corte])], 'new', { salonId: 42, query: 'cor' }));
    store.dispatch(serviceThunks.searchRequested.fulfilled([serviceCategory(2, 'Barba', [barba])], 'old', { salonId: 42, query: 'co' }));
    const visible = () => serviceCatalogue.selectVisible(store.getState()).map((v) => [v.category.name, v.items.map((i) => i.name)]);
    expect(visible()).toEqual([['Cabelo', ['Corte']]]);

    store.dispatch(saved(service({ id: 13, name: 'Bigode', service_category_id: 2 }), null));
    expect(visible()).toEqual([
      ['Barba', ['Bigode']],
      ['Cabelo', ['Corte']],
    ]);
    store.dispatch(searchCleared('services'));
    expect(visible()).toEqual([
      ['Barba', ['Barba', 'Bigode']],
      ['Cabelo', ['Corte', 'Escova']],
    ]);
  });

  it('adds what a search finds that the full list did not know yet', () => {
    const store = loadedStore();
    const manicure = service({ id: 20, name: 'Manicure', service_category_id: 9 });
    store.dispatch(serviceThunks.searchRequested.pending('s', { salonId: 42, query: 'mani' }));
    store.dispatch(serviceThunks.searchRequested.fulfilled([serviceCategory(9, 'Unhas', [manicure])], 's', { salonId: 42, query: 'mani' }));
    expect(store.getState().catalogue.serviceCategories.map((c) => c.name)).toEqual(['Barba', 'Cabelo', 'Unhas']);
  });

  it('exports every service with its category for the staff modal', () => {
    const store = loadedStore();
    expect(selectAllServices(store.getState()).map((s) => [s.name, s.category.name])).toEqual([
      ['Barba', 'Barba'],
      ['Corte', 'Cabelo'],
      ['Escova', 'Cabelo'],
    ]);
    expect(selectAllServices(store.getState())).toBe(selectAllServices(store.getState()));
  });
});

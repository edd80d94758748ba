import { createNextState } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../../src/app/store';
import { catalogueApi, serviceAccess, type ServiceCategory } from '../../../src/features/catalogue/catalogueApi';
import {
  allCategories,
  placeItem,
  putCategory,
  removeItem,
  toCategories,
  type Categories,
  type SearchCopy,
} from '../../../src/features/catalogue/categoryLists';
import { service, serviceCategory } from './catalogueHelpers';
import { callsTo, seed } from '../mocks';

const corte = service({ id: 10, name: 'Corte', service_category_id: 1 });
const escova = service({ id: 11, name: 'Escova', service_category_id: 1 });
const barba = service({ id: 12, name: 'Barba', service_category_id: 2 });

const list = () => toCategories(serviceAccess, [serviceCategory(1, 'Cabelo', [escova, corte]), serviceCategory(2, 'Barba', [barba])]);
/** Each panel as [category, its services], in screen order. */
const panels = (copy: Categories<ServiceCategory>) => allCategories(copy).map((c) => [c.name, c.services.map((s) => s.name)]);
const change = (copy: Categories<ServiceCategory>, recipe: (draft: Categories<ServiceCategory>) => void) => createNextState(copy, recipe);

describe('catalogue lists', () => {
  it('keeps categories and their items in name order, accents included', () => {
    expect(panels(list())).toEqual([
      ['Barba', ['Barba']],
      ['Cabelo', ['Corte', 'Escova']],
    ]);
    const created = change(list(), (draft) => putCategory(draft, serviceCategory(3, 'Álbum'), true));
    expect(panels(created).map(([name]) => name)).toEqual(['Álbum', 'Barba', 'Cabelo']);
    const renamed = change(created, (draft) => putCategory(draft, serviceCategory(3, 'Unhas'), false));
    expect(panels(renamed).map(([name]) => name)).toEqual(['Barba', 'Cabelo', 'Unhas']);
  });

  it('moves an edited item to its new category, in name order', () => {
    const moved = change(list(), (draft) => placeItem(serviceAccess, draft, { ...escova, name: 'Aparar', service_category_id: 2 }, { created: false, search: null }));
    expect(panels(moved)).toEqual([
      ['Barba', ['Aparar', 'Barba']],
      ['Cabelo', ['Corte']],
    ]);
  });

  it('a search keeps what it shows and what is created meanwhile, and nothing else', () => {
    const full = list();
    const found = toCategories(serviceAccess, [serviceCategory(1, 'Cabelo', [corte])]);
    const search: SearchCopy<ServiceCategory> = { list: full };
    const bigode = service({ id: 13, name: 'Bigode', service_category_id: 2 });
    let copy = change(found, (draft) => placeItem(serviceAccess, draft, bigode, { created: true, search }));
    copy = change(copy, (draft) => placeItem(serviceAccess, draft, { ...escova, name: 'Escova longa' }, { created: false, search }));
    copy = change(copy, (draft) => putCategory(draft, serviceCategory(2, 'Barba e bigode'), false));
    expect(panels(copy)).toEqual([
      ['Barba e bigode', ['Bigode']],
      ['Cabelo', ['Corte']],
    ]);
    // Its last match gone, a category leaves the search; the full list keeps its empty categories.
    expect(panels(change(copy, (draft) => void removeItem(serviceAccess, draft, 10, search)))).toEqual([['Barba e bigode', ['Bigode']]]);
    expect(panels(change(full, (draft) => void removeItem(serviceAccess, draft, 12, null)))).toEqual([
      ['Barba', []],
      ['Cabelo', ['Corte', 'Escova']],
    ]);
  });

  it('a save lands in the cached list and in the search on screen, without asking for either again', async () => {
    seed({ serviceCategories: [serviceCategory(1, 'Cabelo', [corte, escova])] });
    const store = createStore();
    const arg = { salonId: 42, query: 'cor' };
    const loading = store.dispatch(catalogueApi.endpoints.getServiceCategories.initiate(42));
    const searching = store.dispatch(catalogueApi.endpoints.searchServices.initiate(arg));
    await Promise.all([loading, searching]);
    await store.dispatch(catalogueApi.endpoints.saveService.initiate({ salonId: 42, id: null, fields: { name: 'Barba', service_category_id: 1 } })).unwrap();
    await store.dispatch(catalogueApi.endpoints.deleteService.initiate({ salonId: 42, id: 10 })).unwrap();

    const cached = (copy: Categories<ServiceCategory> | undefined) => (copy ? panels(copy) : null);
    expect(cached(catalogueApi.endpoints.getServiceCategories.select(42)(store.getState()).data)).toEqual([['Cabelo', ['Barba', 'Escova']]]);
    expect(cached(catalogueApi.endpoints.searchServices.select(arg)(store.getState()).data)).toEqual([['Cabelo', ['Barba']]]);
    expect(callsTo('GET ')).toEqual(['GET /salons/42/service_categories', 'GET /salons/42/services/search/cor']);
    expect(callsTo('DELETE ')).toEqual(['DELETE /services/10']);
    loading.unsubscribe();
    searching.unsubscribe();
  });
});

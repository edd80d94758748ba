// Issue 25, item 24: the server answers 200 only for the pages of server/contract/pages.ts, so the router's pages
// and that list must be the same: a page added to one and not the other fails here.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, isPagePath } from '../../../server/contract/pages';
import { routes } from '../../../src/app/router';

/** Every full path the router matches as a page of its own (the '*' not-found page is not one). */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? pathsOf(route.children, here) : [])];
  });
}

describe('the pages the server knows', () => {
  it('are exactly the router pages', () => {
    expect([...new Set(pathsOf(routes))].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('match deep links with ids and no other path', () => {
    expect(isPagePath('/clients/12')).toBe(true);
    expect(isPagePath('/clients/12/dados')).toBe(true);
    expect(isPagePath('/isto-nao-existe')).toBe(false);
    expect(isPagePath('/clients/12/x')).toBe(false);
  });
});

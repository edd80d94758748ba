/** What catalogue's lists and endpoints share, kept apart from catalogueApi.ts so neither imports the other. */
export type CatalogueKind = 'services' | 'products';

/** The parts every catalogue shares, whatever its items are. */
export interface CategoryBase {
  id: number;
  name: string;
  description: string | null;
}
export interface ItemBase {
  id: number;
  name: string;
}

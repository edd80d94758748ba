import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { CategoryFields } from '../../contract/catalogue';
import { IdParams, SalonParams } from '../../contract/common';
import { SearchParams } from '../../contract/fields';
import type { MessageKey } from '../../i18n';
import { currentSession, requireSalon } from '../../plugins/session';
import { wrappedBody } from '../../plugins/wrappedBody';
import { actorOf, type Actor } from '../../services/permissions';

/** What a catalogue service offers the routes: the same methods for services and products (services/catalogueItems). */
export interface CatalogueApi<F> {
  categories(salonId: number): Promise<unknown>;
  search(salonId: number, query: string): Promise<unknown>;
  list(salonId: number): Promise<unknown[]>;
  createCategory(actor: Actor, fields: CategoryFields): Promise<unknown>;
  updateCategory(actor: Actor, id: number, fields: CategoryFields): Promise<unknown>;
  deleteCategory(actor: Actor, id: number): Promise<void>;
  create(actor: Actor, fields: F): Promise<unknown>;
  update(actor: Actor, id: number, fields: F): Promise<unknown>;
  remove(actor: Actor, id: number): Promise<void>;
}

export interface CatalogueRoutes<F> {
  /** The item's wire name ('service'); the category's is `${item}_category`, the paths are their plurals. */
  item: string;
  /** Field messages of the item's body (wrappedBody). */
  itemMessages: Record<string, MessageKey>;
  schemas: Record<'categoryList' | 'category' | 'categoryCreate' | 'categoryUpdate' | 'item' | 'itemCreate' | 'itemUpdate', TSchema>;
  catalogue(app: FastifyInstance): CatalogueApi<F>;
}

const deleted = { 204: Type.Null() };

/** One catalogue's routes (categories with their items, and search); registered once per catalogue. */
export function catalogueRoutes<F>({ item, itemMessages, schemas, catalogue: of }: CatalogueRoutes<F>): FastifyPluginAsyncTypebox {
  const category = `${item}_category`;
  const [categories, items] = [`${item}_categories`, `${item}s`];
  const tags = [items];
  // The body schemas nest the fields under the wire name, checked by the schema before the handler runs.
  const categoryOf = (body: unknown) => (body as Record<string, CategoryFields>)[category];
  const itemOf = (body: unknown) => (body as Record<string, F>)[item];

  return async (app) => {
    const catalogue = of(app);
    const auth = { preHandler: app.authenticate };
    const categoryBody = wrappedBody(category);
    const itemBody = wrappedBody(item, itemMessages);

    app.get(
      `/salons/:salonId/${categories}`,
      { schema: { tags, params: SalonParams, response: { 200: schemas.categoryList } }, ...auth, config: { salonCache: true } },
      async (request) => catalogue.categories(requireSalon(request, request.params.salonId).salonId),
    );

    app.post(
      `/salons/:salonId/${categories}`,
      { schema: { tags, params: SalonParams, body: schemas.categoryCreate, response: { 201: schemas.category } }, ...auth, ...categoryBody },
      async (request, reply) => {
        const actor = actorOf(requireSalon(request, request.params.salonId));
        return reply.status(201).send(await catalogue.createCategory(actor, categoryOf(request.body)));
      },
    );

    app.put(
      `/${categories}/:id`,
      { schema: { tags, params: IdParams, body: schemas.categoryUpdate, response: { 200: schemas.category } }, ...auth, ...categoryBody },
      async (request) => catalogue.updateCategory(actorOf(currentSession(request)), request.params.id, categoryOf(request.body)),
    );

    app.delete(`/${categories}/:id`, { schema: { tags, params: IdParams, response: deleted }, ...auth }, async (request, reply) => {
      await catalogue.deleteCategory(actorOf(currentSession(request)), request.params.id);
      return reply.status(204).send(null);
    });

    app.get(
      `/salons/:salonId/${items}`,
      { schema: { tags, params: SalonParams, response: { 200: Type.Array(schemas.item) } }, ...auth, config: { salonCache: true } },
      async (request) => catalogue.list(requireSalon(request, request.params.salonId).salonId),
    );

    app.get(
      `/salons/:salonId/${items}/search/:query`,
      { schema: { tags, params: SearchParams, response: { 200: schemas.categoryList } }, ...auth, config: { salonCache: true } },
      async (request) => catalogue.search(requireSalon(request, request.params.salonId).salonId, request.params.query),
    );

    app.post(
      `/salons/:salonId/${items}`,
      { schema: { tags, params: SalonParams, body: schemas.itemCreate, response: { 201: schemas.item } }, ...auth, ...itemBody },
      async (request, reply) => {
        const actor = actorOf(requireSalon(request, request.params.salonId));
        return reply.status(201).send(await catalogue.create(actor, itemOf(request.body)));
      },
    );

    app.put(
      `/${items}/:id`,
      { schema: { tags, params: IdParams, body: schemas.itemUpdate, response: { 200: schemas.item } }, ...auth, ...itemBody },
      async (request) => catalogue.update(actorOf(currentSession(request)), request.params.id, itemOf(request.body)),
    );

    app.delete(`/${items}/:id`, { schema: { tags, params: IdParams, response: deleted }, ...auth }, async (request, reply) => {
      await catalogue.remove(actorOf(currentSession(request)), request.params.id);
      return reply.status(204).send(null);
    });
  };
}

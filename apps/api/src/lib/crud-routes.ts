import {
  idDataSchema,
  idParamsSchema,
  listReply,
  listReplySchema,
  type OkReply,
  okReply,
  okReplySchema,
  type PageQuery,
  type SessionUser,
} from '@newsroom/shared';
import type { FastifyInstance, FastifyRequest, LogLevel } from 'fastify';
import type { z } from 'zod';
import { type ErrorStatus, errorReplies } from './api-reference.ts';
import { currentUser } from './auth.ts';

type IdParams = z.output<typeof idParamsSchema>;

/**
 * A request part as its route schema parsed it. The validator compiler has already replaced the
 * raw value with the schema's output, but TypeScript cannot follow a generic schema through
 * Fastify's type provider, so this helper names the type.
 */
function parsed<T>(value: unknown): T {
  return value as T;
}

/** The URLs of the five calls; `get`, `update` and `remove` take the item's `:id`. */
export interface CrudUrls {
  /** GET: one page of the list. */
  list: string;
  /** GET: one item. */
  get: string;
  /** POST: a new item. */
  add: string;
  /** PUT: saves an item. */
  update: string;
  /** DELETE: (soft) deletes an item. */
  remove: string;
}

/**
 * The five calls of an entity the back office lists and edits (articles, campaigns, banners, Google
 * ad slots, polls, users), declared once: a page of the list, one item, add, update and (soft)
 * delete, each with its zod schemas for the request and the reply. Who may call each one comes
 * from ROUTE_ACCESS (lib/route-access.ts) like for every route.
 */
export interface CrudRouteSet<
  Filter extends z.ZodType<PageQuery>,
  Input extends z.ZodType,
  ListItem extends z.ZodType,
  Item extends z.ZodType,
> {
  /** The reference's tag of the calls ('Articles'). */
  tag: string;
  /** One item and several, in the reference's summaries ('an article', 'articles'). */
  names: { one: string; many: string };
  /** Each call's URL, written out in full ('/api/admin-posts', '/api/posts/:id', '/api/posts/add'). */
  urls: CrudUrls;
  schemas: { filter: Filter; input: Input; listItem: ListItem; item: Item };
  /** The writes' body limit, when an image travels in them as a data URL. */
  bodyLimit?: number;
  /** Error replies beyond the standard ones (lib/api-reference.ts), by call. */
  errors?: { create?: ErrorStatus[]; update?: ErrorStatus[]; remove?: ErrorStatus[] };
  /** More words for the reference, by call (a rule on the target). */
  notes?: { update?: string; remove?: string };
  /** `lowerBound`: the total is a capped count (pagination.total_is_lower_bound). */
  /** `reader`: the signed-in user, for lists whose fields depend on who reads (users' e-mail). */
  list(
    filter: z.output<Filter>,
    reader: SessionUser,
  ): Promise<{ rows: z.output<ListItem>[]; total: number; lowerBound?: boolean }>;
  get(id: number, reader: SessionUser): Promise<z.output<Item>>;
  create(actor: SessionUser, input: z.output<Input>): Promise<z.output<Item>>;
  update(actor: SessionUser, id: number, input: z.output<Input>): Promise<z.output<Item>>;
  remove(actor: SessionUser, id: number): Promise<void>;
  /** The reply's message of a save (it may depend on what was saved) and of a delete. */
  messages: { saved: (item: z.output<Item>) => string; deleted: string };
}

/** Registers the list, get, add, update and delete calls of one entity. */
export function registerCrudRoutes<
  Filter extends z.ZodType<PageQuery>,
  Input extends z.ZodType,
  ListItem extends z.ZodType,
  Item extends z.ZodType,
>(app: FastifyInstance, set: CrudRouteSet<Filter, Input, ListItem, Item>): void {
  const { tag, names, urls, schemas, bodyLimit, errors = {}, notes = {} } = set;
  const itemReply = okReplySchema(schemas.item);
  const writeLimit = bodyLimit === undefined ? {} : { bodyLimit };

  app.get(
    urls.list,
    {
      schema: {
        tags: [tag],
        summary: `One page of ${names.many}`,
        querystring: schemas.filter,
        response: { 200: listReplySchema(schemas.listItem) },
      },
    },
    async (req) => {
      const filter = parsed<z.output<Filter> & PageQuery>(req.query);
      const { rows, total, lowerBound } = await set.list(filter, currentUser(req));
      const reply = listReply(rows, total, filter);
      if (lowerBound) reply.pagination.total_is_lower_bound = true;
      return reply;
    },
  );

  app.get(
    urls.get,
    {
      schema: {
        tags: [tag],
        summary: `One of the ${names.many}`,
        params: idParamsSchema,
        response: { 200: itemReply },
      },
    },
    async (req) => okReply(await set.get(parsed<IdParams>(req.params).id, currentUser(req)), ''),
  );

  app.post(
    urls.add,
    {
      ...writeLimit,
      schema: {
        tags: [tag],
        summary: `Adds ${names.one}`,
        body: schemas.input,
        response: { 200: itemReply, ...errorReplies(...(errors.create ?? [])) },
      },
    },
    async (req) => {
      const item = await set.create(currentUser(req), parsed<z.output<Input>>(req.body));
      return okReply(item, set.messages.saved(item));
    },
  );

  app.put(
    urls.update,
    {
      ...writeLimit,
      schema: {
        tags: [tag],
        summary: `Saves ${names.one}`,
        ...(notes.update ? { description: notes.update } : {}),
        params: idParamsSchema,
        body: schemas.input,
        response: { 200: itemReply, ...errorReplies(409, ...(errors.update ?? [])) },
      },
    },
    async (req) => {
      const { id } = parsed<IdParams>(req.params);
      const item = await set.update(currentUser(req), id, parsed<z.output<Input>>(req.body));
      return okReply(item, set.messages.saved(item));
    },
  );

  app.delete(
    urls.remove,
    {
      schema: {
        tags: [tag],
        summary: `Deletes ${names.one} (it becomes inactive)`,
        ...(notes.remove ? { description: notes.remove } : {}),
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema), ...errorReplies(...(errors.remove ?? [])) },
      },
    },
    async (req) => {
      const { id } = parsed<IdParams>(req.params);
      await set.remove(currentUser(req), id);
      return okReply({ id }, set.messages.deleted);
    },
  );
}

/** A GET that answers one `{status: 'ok', data}` (the shell's, the reference lists', the probes'). */
export interface ReadRoute<T> {
  url: string;
  tag: string;
  summary: string;
  description?: string;
  reply: z.ZodType<OkReply<T>>;
  /** Probes are polled every few seconds: 'warn' keeps them out of the log. */
  logLevel?: LogLevel;
  read(req: FastifyRequest): Promise<T>;
}

/** Registers a read-only GET whose data `read` answers. */
export function registerReadRoute<T>(app: FastifyInstance, route: ReadRoute<T>): void {
  const { url, tag, summary, description, reply, logLevel, read } = route;
  app.get(
    url,
    {
      ...(logLevel ? { logLevel } : {}),
      schema: { tags: [tag], summary, ...(description ? { description } : {}), response: { 200: reply } },
    },
    async (req): Promise<OkReply<T>> => okReply(await read(req)),
  );
}

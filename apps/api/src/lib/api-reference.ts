import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorReplySchema, PERMISSION_MEANINGS, rightsFor } from '@newsroom/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type Access, lookupAccess, ROUTE_ACCESS } from './route-access.ts';

/**
 * The published API reference (docs/api.md): an OpenAPI 3.1 document made from the routes' zod
 * schemas at /api/openapi.json, and an interactive page (Swagger UI, served from this server, no
 * CDN) at /api/docs. Every route states who may call it, from ROUTE_ACCESS: in its description, in
 * `x-roles` and `x-access`, and as the bearer security requirement of every route that is not public.
 */

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** The error replies of the API, by status, as the reference explains them. */
const ERROR_DESCRIPTIONS = {
  400: 'Bad input: a field is missing, of the wrong type or out of range, or the JSON cannot be read. `errors` names each field with its message.',
  401: 'No token, or the session expired or was revoked: sign in again.',
  403: "The signed-in user's roles do not allow this; nothing changed.",
  404: 'Missing, or deleted (inactive).',
  409: 'It changed since it was loaded (the `last_update` sent is not the stored one); nothing was overwritten. Load it again.',
  413: 'The request is too large, or an image is over 10 MB.',
  415: 'The content type is not JSON (or an image, where one is taken), or the file is not an image.',
  416: 'The byte range asked for (Range) lies outside the file; `Content-Range: bytes */<size>` gives the size.',
  429: 'Too many requests from this address (or failed sign-ins); `Retry-After` says when to try again.',
  503: 'The database or the file store cannot be reached, or this instance is stopping: try again later.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const ERROR_REPLIES = Object.fromEntries(
  Object.entries(ERROR_DESCRIPTIONS).map(([status, text]) => [status, errorReplySchema.describe(text)]),
) as Record<`${ErrorStatus}`, typeof errorReplySchema>;

/** The error envelope as the reply schema of these statuses, for a route's `schema.response`. */
export function errorReplies(
  ...statuses: ErrorStatus[]
): Partial<Record<ErrorStatus, typeof errorReplySchema>> {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_REPLIES[`${status}`]]));
}

/** Whether the reference lists a route: the API and the uploaded files, not the reference page's own files. */
function isDocumented(url: string): boolean {
  if (url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`)) return false;
  return url.startsWith('/api/') || url.startsWith('/uploads/');
}

function accessOf(method: RouteOptions['method'], url: string): Access {
  const first = Array.isArray(method) ? method[0] : method;
  return (first && lookupAccess(ROUTE_ACCESS, first, url)) ?? 'public';
}

/**
 * The error replies every route of a kind can give, added to its `schema.response` as it is
 * registered (so they are serialised by the envelope's schema and listed in the reference). A
 * route declares the others it gives itself (409 of a save, 403 of a rule on the target).
 */
function addStandardErrorReplies(route: RouteOptions): void {
  if (!isDocumented(route.url)) return;
  const schema: FastifySchema = route.schema ?? {};
  const access = accessOf(route.method, route.url);
  const statuses: ErrorStatus[] = [503];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if (schema.body) statuses.push(413, 415);
  if (access !== 'public') statuses.push(401);
  if (access !== 'public' && access !== 'signedIn' && access !== 'contentKey') statuses.push(403);
  if (access === 'contentKey') statuses.push(429);
  if (route.url.includes('/:id')) statuses.push(404);
  if (route.url.startsWith('/api/public/')) statuses.push(429);
  const declared = typeof schema.response === 'object' && schema.response !== null ? schema.response : {};
  route.schema = { ...schema, response: { ...errorReplies(...statuses), ...declared } };
}

/** Who may call a route, as words and as `x-roles` (the rights, or 'public' / 'signed-in'). */
export function whoMayCall(access: Access): { text: string; roles: string[] } {
  if (access === 'public') return { text: 'anyone: a public call, no token.', roles: ['public'] };
  if (access === 'contentKey') {
    return {
      text: 'anyone with a content key (`?key=` or `X-Content-Key`); no token.',
      roles: ['content-key'],
    };
  }
  if (access === 'signedIn') return { text: 'any signed-in user.', roles: ['signed-in'] };
  const roles = [...rightsFor(access)];
  return {
    text: `signed-in users whose role has ${roles.map((r) => `\`${r}\``).join(' or ')} (they may ${PERMISSION_MEANINGS[access]}).`,
    roles,
  };
}

/** The security requirement of an operation: none, a content key, or a session's bearer token. */
export function securityOf(access: Access): Array<Record<string, string[]>> {
  if (access === 'public') return [];
  return access === 'contentKey' ? [{ contentKey: [] }] : [{ bearerAuth: [] }];
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** Each operation: its zod schemas as JSON Schema, plus who may call it and its security requirement. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = zodTransform(input);
  const access = accessOf(input.route.method, input.url);
  const who = whoMayCall(access);
  const own =
    'description' in schema && typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
  const documented = {
    ...schema,
    description: `${own}**Who may call:** ${who.text}`,
    'x-access': access,
    'x-roles': who.roles,
    security: securityOf(access),
  };
  return { schema: documented, url };
};

/**
 * The document: the routes' component schemas, and the reference page itself. The library emits
 * an input variant (`PostInput`) of every named reply schema too; only those a request uses stay.
 */
const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  if (!('components' in document)) return document;
  const used = JSON.stringify(document.paths ?? {});
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(
    ([name]) => !name.endsWith('Input') || used.includes(`"#/components/schemas/${name}"`),
  );
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(schemas) },
    paths: {
      ...document.paths,
      [API_DOCS_PATH]: {
        get: {
          tags: ['API reference'],
          summary: 'This reference as an interactive page (HTML)',
          description: `**Who may call:** ${whoMayCall('public').text}`,
          'x-access': 'public',
          'x-roles': ['public'],
          security: [],
          responses: {
            200: { description: 'The page (Swagger UI); it reads /api/docs/json, this document.' },
          },
        },
      },
    },
  };
};

const DESCRIPTION = `The API of the Newsroom back office, and the public calls of the public web site.

- **Sign in** with \`POST /api/login\`, then send \`Authorization: Bearer <access_token>\` on every call that is not public.
- **Replies** are JSON envelopes: \`{status: "ok", message?, data}\` for one item, \`{status: "ok", data: [...], pagination}\` for a list page, \`{status: "error", message, errors?}\` for a failure, with the fitting HTTP status. Show \`message\` to the user (Hungarian).
- **Lists** take \`page\` (from 1) and \`per_page\` (default 20, at most 100; more is answered as 100); a page past the end is empty, with the true \`total\`.
- **Saves** send back the \`last_update\` they loaded; 409 when the row changed since.
- **Ids** in paths and queries are decimal digits only (\`1..2147483647\`): \`1e3\`, \`0x10\`, \`+1\`, \`01\` are a 400.
- **Public calls** (tag *Public site*) need no token and are rate-limited per address (429).`;

const TAGS = [
  ['Session', 'Signing in and out (with a second factor when the user has one); the signed-in user.'],
  ['Account security', "The signed-in user's second factor and sessions; the second-factor policy."],
  ['Application', 'The shell: modules, settings, notification counters.'],
  ['Articles', 'Articles and drafts, their keywords and inline images.'],
  ['Media library', 'Every stored image with its alt text, credit, focal point, sizes and uses.'],
  ['Categories', 'Categories, subcategories and article types.'],
  ['Keywords', "Keywords as managed tags: usage counts, rename and merge, the editor's suggestions."],
  ['Users', 'User accounts.'],
  ['Roles', 'Roles: named sets of rights; a user has one role.'],
  ['Inbox', "The signed-in user's notifications: submissions, returns, approvals and mentions."],
  ['Comments', "An article's editorial comments and mentions, never public."],
  ['Corrections', 'Corrections of published articles, shown to readers under the title.'],
  ['Publish checklist', 'What an article must or should have before it is published or scheduled.'],
  ['Campaigns', 'Campaigns (the campaign side of the banner table).'],
  ['Banners', 'Banners by placement.'],
  ['Google ads', 'Google ad slots.'],
  ['Polls', 'Voting polls.'],
  ['Dashboard', 'The home screen numbers.'],
  ['Reports', 'Daily counts by category or article type.'],
  ['Audit trail', 'Who changed what, when and from where; security events. Read-only.'],
  [
    'Content API',
    'What the public site reads with a content key: articles, categories, placements; previews.',
  ],
  ['Content keys', 'The keys the public site reads the content API with; administrators only.'],
  ['Webhooks', 'Endpoints of the public site told of each change by a signed POST; administrators only.'],
  ['Public site', 'Calls of the public web site: no token, rate-limited per address.'],
  ['Files', 'Uploaded images, served with validators and byte ranges.'],
  ['Probes', 'Health and readiness for load balancers.'],
  ['API reference', 'This document.'],
].map(([name, description]) => ({ name: name ?? '', description: description ?? '' }));

/**
 * Registers the reference: before any route (the document collects routes as they are added), so
 * buildServer calls it first.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', addStandardErrorReplies);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Newsroom API', version: '1.0.0', description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access_token of POST /api/login (12 hours, or 30 days with remember).',
          },
          contentKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Content-Key',
            description: "A content key made on 'Integrációk' (POST /api/content-keys); `?key=` works too.",
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Newsroom API' },
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(
    OPENAPI_PATH,
    { schema: { tags: ['API reference'], summary: 'This reference as an OpenAPI 3.1 document (JSON)' } },
    async () => app.swagger(),
  );
}

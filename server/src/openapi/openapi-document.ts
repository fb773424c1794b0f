// The OpenAPI 3.1 description of /backend, built from the zod schemas that validate the requests
// and type the replies, so the document cannot drift from the code. Each feature describes its own
// paths (an OpenApiPaths object next to its routes) and openapi.routes.ts lists the features.
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiPaths = Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>>;

/**
 * The JSON Schema of a zod schema: requests as they arrive (io 'input': before transforms),
 * replies as they leave (io 'output').
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}

/** Query parameters from a zod object of optional strings. */
export function queryParameters(schema: z.ZodObject, descriptions: Record<string, string> = {}): Operation[] {
  const objectSchema = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(objectSchema.properties ?? {}).map(([name, propertySchema]) => ({
    name,
    in: 'query',
    required: objectSchema.required?.includes(name) ?? false,
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
    schema: propertySchema,
  }));
}

export function jsonRequestBody(schema: z.ZodType): Operation {
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(schema, 'input') } } };
}

/**
 * A multipart body: the text fields of `schema` (a zod object or a union of objects) plus the
 * named file fields.
 */
export function multipartRequestBody(schema: z.ZodType, fileFields: string[]): Operation {
  const files = Object.fromEntries(
    fileFields.map((field) => [field, { type: 'string', format: 'binary', contentMediaType: 'image/*' }]),
  );
  const text = jsonSchemaOf(schema, 'input');
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { allOf: [text, { type: 'object', properties: files }] } } },
  };
}

export function jsonResponse(description: string, schema: z.ZodType): Operation {
  return { description, content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } };
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid request: `error` says which rule was broken',
  401: 'No admin session; `code` says why when the server can tell (`session_expired`: past its lifetime; `account_disabled`)',
  403: 'Cross-site request refused',
  404: 'No such item',
  410: 'The item is in the trash',
  413: 'An image over its size limit (the spec message)',
  415: 'Unsupported upload',
  500: 'Server error',
  503: 'Database unavailable',
};

/** An `{ error }` reply described by `description`. */
export function errorReply(description: string): Operation {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

/** The `{ error }` replies an operation can give, by status. */
export function errorResponses(...statuses: number[]): Record<string, Operation> {
  return Object.fromEntries(statuses.map((status) => [String(status), errorReply(errorDescriptions[status] ?? 'Error')]));
}

/** An operation's replies: its JSON reply (200 unless `status` says otherwise), and the `{ error }` replies of `errors`. */
export function jsonReplies(description: string, schema: z.ZodType, errors: number[], status = 200): Record<string, Operation> {
  return { [status]: jsonResponse(description, schema), ...errorResponses(...errors) };
}

/**
 * Replies of one JSON shape whatever their status, each status with its description (the old PHP
 * clients read the same fields from every reply), then the `{ error }` replies of `errors`.
 */
export function sameShapeReplies(schema: z.ZodType, descriptions: Record<number, string>, errors: number[] = []): Record<string, Operation> {
  const replies = Object.entries(descriptions).map(([status, description]) => [status, jsonResponse(description, schema)]);
  return { ...Object.fromEntries(replies), ...errorResponses(...errors) };
}

/** What an operation has beside its summary and tag, in the document's order. */
type OperationParts = { parameters?: Operation[]; requestBody?: Operation; responses: Record<string, Operation> };

/** An operation's one-line summary, or that and a longer description. */
type About = string | { summary: string; description: string };

const aboutOf = (about: About) => (typeof about === 'string' ? { summary: about } : about);

/** An operation anyone may call. */
export function operation(tag: string, about: About, parts: OperationParts): Operation {
  return { ...aboutOf(about), tags: [tag], ...parts };
}

/** An operation behind the admin session cookie. */
export function adminOperation(tag: string, about: About, parts: OperationParts): Operation {
  return { ...aboutOf(about), tags: [tag], ...adminOnly, ...parts };
}

/** A parameter of the path, as the route names it. */
export function pathParameter(name: string, description: string): Operation {
  return { name, in: 'path', required: true, description, schema: { type: 'string' } };
}

/** Writes need the admin session cookie. */
export const adminOnly = { security: [{ adminSession: [] }] } as const;

/**
 * What an operation's route declares: who may call it (`public`, or the least access level), and for
 * a write what it changes for visitors (`nothing`, a kind, `site-settings`, `everything`).
 */
export type RouteDeclarations = (method: string, path: string) => { access?: string; changes?: string } | undefined;

/**
 * The document of the features' paths; each operation says in `x-access` who may call it, and a
 * write in `x-changes` what it changes for visitors (what a CDN purges after it), taken from its
 * route's own declarations (http/route-access.ts, http/public-effect.ts), so the document cannot
 * claim otherwise.
 */
export function buildOpenApiDocument(features: OpenApiPaths[], declared: RouteDeclarations = () => undefined): Record<string, unknown> {
  const paths: OpenApiPaths = {};
  for (const feature of features) {
    for (const [path, operations] of Object.entries(feature)) {
      paths[path] = { ...paths[path], ...operations };
    }
  }
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const { access, changes } = declared(method, path) ?? {};
      if (access !== undefined) operation['x-access'] = access;
      if (changes !== undefined) operation['x-changes'] = changes;
    }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'SJG website backend',
      version: '1.0.0',
      description:
        'The /backend calls of the public site and the admin area (SPEC §7). Errors are JSON `{ error }` with the status code.',
    },
    servers: [{ url: '/backend' }],
    paths,
    components: {
      schemas: { Error: { type: 'object', properties: { error: { type: 'string' }, code: { type: 'string' } }, required: ['error'] } },
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: 'sjg.sid', description: 'The admin session cookie (__Host-sjg.sid over HTTPS)' },
      },
    },
  };
}

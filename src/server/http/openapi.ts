// The OpenAPI 3.1 document of the API, generated from the routes the server mounts and the descriptions their
// handlers carry (described-route.ts): never written by hand, so it cannot say what the server does not do.

import * as JsonSchema from 'effect/JsonSchema'
import type * as Schema from 'effect/Schema'
import * as SchemaRepresentation from 'effect/SchemaRepresentation'
import { ErrorBody } from '#domain/api-contract'
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '#domain/webhook-events'
import { webhookPayloadOf } from '#domain/webhooks'
import { capabilitiesFor } from '../auth/api-key-scope.ts'
import { type AnyRouteDescription, descriptionOf, errorStatusesOf, isFileAnswer } from './described-route.ts'

type MountedRoute = { readonly method: string; readonly path: string; readonly handler: unknown }

/** A method and path the server answers under /api, with its description when it has one. */
export type MountedOperation = {
  readonly method: string
  /** Hono's path, e.g. /api/assessments/jobroles/:id{[0-9a-fA-F-]+} */
  readonly path: string
  /** The OpenAPI path, e.g. /api/assessments/jobroles/{id} */
  readonly template: string
  /** Matches the concrete paths Hono would route here. */
  readonly pattern: RegExp
  readonly description: AnyRouteDescription | undefined
}

const PARAMETER = /:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?(\?)?/g

export const openApiPath = (honoPath: string) => honoPath.replace(PARAMETER, (_, name: string) => `{${name}}`)

const patternOf = (honoPath: string) => {
  let source = ''
  let last = 0
  for (const match of honoPath.matchAll(PARAMETER)) {
    source += honoPath.slice(last, match.index).replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    source += match[2] ? `(${match[2].slice(1, -1)})` : '([^/]+)'
    last = match.index + match[0].length
  }
  source += honoPath.slice(last).replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${source}/?$`)
}

/**
 * Every operation under /api in the order Hono registered it (a request goes to the first that matches), one per
 * method and path: a route whose middleware runs first is registered more than once.
 */
export const mountedOperations = (routes: readonly MountedRoute[]): readonly MountedOperation[] => {
  const operations = new Map<string, MountedOperation>()
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue
    const key = `${route.method} ${route.path}`
    const existing = operations.get(key)
    const description = existing?.description ?? descriptionOf(route.handler)
    operations.set(key, {
      method: route.method,
      path: route.path,
      template: openApiPath(route.path),
      pattern: patternOf(route.path),
      description,
    })
  }
  return [...operations.values()]
}

/** The operation a request goes to: the first registered whose method and path match. */
/** Every error status an operation may answer: its route's, and 429 where an API key, rate-limited per key, may call it. */
export const operationErrorStatuses = (operation: Pick<MountedOperation, 'method' | 'template' | 'description'>) => {
  const statuses = operation.description ? errorStatusesOf(operation.description) : []
  return capabilitiesFor(operation.method, operation.template).length && !statuses.includes(429)
    ? [...statuses, 429 as const].sort((a, b) => a - b)
    : statuses
}

export const operationFor = (operations: readonly MountedOperation[], method: string, path: string) =>
  operations.find((operation) => operation.method === method.toUpperCase() && operation.pattern.test(path))

type Json = Record<string, unknown>

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'The request is not valid: the message says what to change, `issues` which fields.',
  401: 'No valid access token: sign in again.',
  403: 'The caller may not do this.',
  404: 'No such record, or not one the caller may see.',
  409: 'The record changed meanwhile, or its state does not allow this now.',
  410: 'The link or record is no longer usable.',
  413: 'The body is larger than this route takes.',
  415: 'The file is not of a type this route takes.',
  429: 'Too many requests: wait a minute and try again.',
  503: 'A service this route depends on did not answer: try again.',
}

const operationIdOf = (method: string, template: string) =>
  method.toLowerCase() +
  template
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')

/** Every schema a description names, in a stable order. */
const schemasOf = (description: AnyRouteDescription): Schema.Decoder<unknown>[] => [
  ...[description.params, description.query, description.body].filter((schema) => schema !== undefined),
  ...Object.values(description.responses).filter(
    (answer): answer is Schema.Decoder<unknown> => answer !== null && answer !== undefined && !isFileAnswer(answer),
  ),
]

const NON_FINITE = new Set(['NaN', 'Infinity', '-Infinity'])

const isNonFiniteText = (branch: Json) =>
  branch.type === 'string' && Array.isArray(branch.enum) && branch.enum.every((value) => NON_FINITE.has(value))

/**
 * The compiler assumes Effect's own JSON codec, which writes NaN and the infinities as strings; the API decodes
 * plain JSON, where a number is only ever a number, so those branches are dropped.
 */
const plainNumbers = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(plainNumbers)
  if (typeof value !== 'object' || value === null) return value
  const object = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plainNumbers(entry)])) as Json
  const anyOf = object.anyOf as Json[] | undefined
  if (!Array.isArray(anyOf) || !anyOf.some((branch) => branch.type === 'number')) return object
  const kept = anyOf.filter((branch) => !isNonFiniteText(branch))
  const { anyOf: _anyOf, ...rest } = object
  return kept.length === 1 ? { ...kept[0], ...rest } : { ...rest, anyOf: kept }
}

/** Compiles all the schemas together, so the ones with an identifier become shared components. */
const compile = (schemas: readonly Schema.Decoder<unknown>[]) => {
  const asts = schemas.map((schema) => schema.ast)
  const representations = SchemaRepresentation.toRepresentations(asts as [(typeof asts)[0], ...typeof asts])
  const document = plainNumbers(
    JsonSchema.toMultiDocumentOpenApi3_1(
      SchemaRepresentation.toJsonSchemaMultiDocument(representations, { onExcessProperty: 'error' }),
    ),
  ) as JsonSchema.MultiDocument<'openapi-3.1'>
  const compiled = new Map<Schema.Decoder<unknown>, Json>()
  schemas.forEach((schema, index) => {
    compiled.set(schema, document.schemas[index] as Json)
  })
  return { compiled, components: document.definitions as Record<string, Json> }
}

/** A Struct's JSON Schema, looked up when it is a component. */
const objectOf = (schema: Json, components: Record<string, Json>): Json => {
  const ref = schema.$ref
  if (typeof ref === 'string') return objectOf(components[ref.replace('#/components/schemas/', '')] ?? {}, components)
  return schema
}

const parametersOf = (location: 'path' | 'query', schema: Json | undefined, components: Record<string, Json>) => {
  if (!schema) return []
  const object = objectOf(schema, components)
  const properties = (object.properties ?? {}) as Record<string, Json>
  const required = new Set((object.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }))
}

const errorResponse = (status: number) => ({
  description: STATUS_TEXT[status] ?? 'An error.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

export const API_TITLE = 'IR35 Portal API'

const WEBHOOK_PAYLOAD_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const

const WEBHOOK_DESCRIPTION =
  "Sent to each of an organisation's webhooks that receives this event (docs/webhooks.md), after the change " +
  'commits, as a Standard Webhooks message: verify `webhook-signature` before trusting the body, and drop a ' +
  '`webhook-id` you have seen (a delivery may come more than once). Failed attempts are retried for about a day.'

/** The Standard Webhooks headers every delivery carries. */
const WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The message id: the same on every attempt and on "Send again", so a receiver can drop repeats.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was signed, in whole seconds since 1970 (UTC); refuse one too far from now.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` (the body exactly as received), ' +
      'keyed with the base64-decoded part of the signing secret after `whsec_`. Compare in constant time.',
    schema: { type: 'string', pattern: '^v1,' },
  },
]

export const openApiDocument = (routes: readonly MountedRoute[], options: { readonly version: string }) => {
  const operations = mountedOperations(routes).filter((operation) => operation.description)
  const schemas = [
    ErrorBody as Schema.Decoder<unknown>,
    ...new Set(operations.flatMap((operation) => schemasOf(operation.description!))),
  ]
  const payloads = WEBHOOK_PAYLOAD_TYPES.map((type) => [type, webhookPayloadOf(type)] as const)
  const { compiled, components } = compile([...schemas, ...payloads.map(([, schema]) => schema)])
  const paths: Record<string, Record<string, Json>> = {}
  for (const { method, template, description } of operations) {
    const d = description!
    const parameters = [
      ...parametersOf('path', d.params && compiled.get(d.params), components),
      ...parametersOf('query', d.query && compiled.get(d.query), components),
      ...(d.ifMatch
        ? [
            {
              name: 'If-Match',
              in: 'header',
              required: d.ifMatch === 'required',
              description:
                'The version of the record that was read (its `version`); a change to a newer one is refused with 409.',
              schema: { type: 'string' },
            },
          ]
        : []),
    ]
    const requestBody = d.body
      ? { required: true, content: { 'application/json': { schema: compiled.get(d.body) } } }
      : d.form
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(
                    Object.entries(d.form).map(([name, field]) => [
                      name,
                      field.file
                        ? {
                            type: 'string',
                            contentMediaType: 'application/octet-stream',
                            description: field.description,
                          }
                        : { type: 'string', description: field.description },
                    ]),
                  ),
                },
              },
            },
          }
        : undefined
    const responses: Record<string, Json> = {}
    for (const [status, answer] of Object.entries(d.responses)) {
      if (answer === undefined) continue
      const text = STATUS_TEXT[Number(status)] ?? 'OK'
      responses[status] =
        answer === null
          ? { description: text }
          : isFileAnswer(answer)
            ? { description: answer.description, content: { [answer.file]: {} } }
            : { description: text, content: { 'application/json': { schema: compiled.get(answer) } } }
    }
    for (const status of operationErrorStatuses({ method, template, description: d }))
      responses[String(status)] = errorResponse(status)
    paths[template] ??= {}
    const keyCapabilities = capabilitiesFor(method, template)
    const keyNote = keyCapabilities.length
      ? `An organisation's API key may call this with the capability ${keyCapabilities.map((c) => `\`${c}\``).join(' or ')}.`
      : ''
    const text = [d.description, keyNote].filter(Boolean).join(' ')
    paths[template][method.toLowerCase()] = {
      operationId: operationIdOf(method, template),
      summary: d.summary,
      ...(text ? { description: text } : {}),
      tags: [d.tag],
      ...((d.auth ?? 'bearer') === 'none'
        ? { security: [] }
        : keyCapabilities.length
          ? { security: [{ bearer: [] }, { apiKey: [] }], 'x-api-key-capabilities': keyCapabilities }
          : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    }
  }
  const tags = [...new Set(operations.map((operation) => operation.description!.tag))].sort()
  return {
    openapi: '3.1.1',
    info: {
      title: API_TITLE,
      version: options.version,
      description:
        'The HTTP API of the IR35 Portal: the same calls its web app makes. Every call but the public ones carries ' +
        'the application access token as `Authorization: Bearer …`. Errors answer `{ message, correlation_id }`; a ' +
        'refused request adds `issues`, one per field.',
    },
    tags: tags.map((name) => ({ name })),
    security: [{ bearer: [] }],
    paths,
    webhooks: Object.fromEntries(
      payloads.map(([type, schema]) => [
        type,
        {
          post: {
            operationId: `webhook${operationIdOf('', type)}`,
            summary: type === WEBHOOK_TEST_EVENT ? 'A test event' : WEBHOOK_EVENT_LABELS[type as WebhookEventType],
            description: WEBHOOK_DESCRIPTION,
            tags: ['Webhooks'],
            security: [],
            parameters: WEBHOOK_HEADERS,
            requestBody: { required: true, content: { 'application/json': { schema: compiled.get(schema) } } },
            responses: {
              '2XX': { description: 'Received. Any other answer, or none within 10 seconds, is a failed attempt.' },
            },
          },
        },
      ]),
    ),
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The application access token, from POST /api/identity/identity/token after signing in.',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ir35_live_…',
          description:
            "An organisation's API key, made by its administrator in Settings, sent as `Authorization: Bearer ir35_live_…`. " +
            'Accepted only by the operations that say so (`x-api-key-capabilities`), and rate-limited per key.',
        },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>

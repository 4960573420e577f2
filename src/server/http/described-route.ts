// A route's contract in one place (docs/api.md): what it is for, who may call it, the schemas of its path, query and
// body, which it decodes the request with, and the schemas of its answers, which the OpenAPI document is generated
// from and the API tests decode every answer with. Hono keeps the method and the path: the document reads them
// from the routes the server actually mounts, so a route cannot be described under a path it is not served at.
import type * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { decodeBody, decodeQuery, decodeWith } from './decode.ts'
import type { AppEnv } from './env.ts'

/** A file answered as it is (a PDF, a ZIP, a CSV, an image), by its media type. */
export type FileAnswer = { readonly file: string; readonly description: string }

/** An answer's body: a JSON schema, a file, or nothing (204). */
export type Answer = Schema.Decoder<unknown> | FileAnswer | null

/** The error statuses a route may answer besides the ones every route of its kind may (see `implicitErrors`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503

export type RouteDescription<
  P extends Schema.Decoder<unknown> | undefined = undefined,
  Q extends Schema.Decoder<unknown> | undefined = undefined,
  B extends Schema.Decoder<unknown> | undefined = undefined,
> = {
  readonly summary: string
  /** More words for an integrator: rules, side effects, which events follow. */
  readonly description?: string
  /** The group the operation is listed under. */
  readonly tag: string
  /** `bearer` (the default): the application access token; `none`: a public route (a link's own key, sign-in). */
  readonly auth?: 'bearer' | 'none'
  /** The path parameters, as a Struct keyed by their names in the path. */
  readonly params?: P
  readonly query?: Q
  /** A JSON body. */
  readonly body?: B
  /** A multipart/form-data body, which the handler reads itself (uploads), with the fields it takes. */
  readonly form?: Readonly<Record<string, { readonly description: string; readonly file?: boolean }>>
  /** The change carries the version that was read as If-Match (optimistic concurrency). */
  readonly ifMatch?: 'optional' | 'required'
  /** Each success status and its body. */
  readonly responses: Readonly<Partial<Record<200 | 201 | 202 | 204, Answer>>>
  readonly errors?: readonly ErrorStatus[]
}

type Decoded<S> = S extends Schema.Decoder<unknown> ? S['Type'] : undefined

export type DecodedRequest<P, Q, B> = {
  readonly params: Decoded<P>
  readonly query: Decoded<Q>
  readonly body: Decoded<B>
}

const descriptions = new WeakMap<
  object,
  RouteDescription<
    Schema.Decoder<unknown> | undefined,
    Schema.Decoder<unknown> | undefined,
    Schema.Decoder<unknown> | undefined
  >
>()

/**
 * A Hono handler that decodes the path, the query and the body with the route's schemas (a clear 400, nothing run)
 * and hands them to `run`; the description stays attached to the handler for the document.
 */
export const described = <
  P extends Schema.Decoder<unknown> | undefined = undefined,
  Q extends Schema.Decoder<unknown> | undefined = undefined,
  B extends Schema.Decoder<unknown> | undefined = undefined,
>(
  description: RouteDescription<P, Q, B>,
  run: (c: Context<AppEnv>, request: DecodedRequest<P, Q, B>) => Response | Promise<Response>,
) => {
  const handler = async (c: Context<AppEnv>) => {
    const params = description.params ? decodeWith(description.params, c.req.param()) : undefined
    const query = description.query ? decodeQuery(c, description.query) : undefined
    const body = description.body ? await decodeBody(c, description.body) : undefined
    return run(c, { params, query, body } as DecodedRequest<P, Q, B>)
  }
  descriptions.set(
    handler,
    description as RouteDescription<
      Schema.Decoder<unknown> | undefined,
      Schema.Decoder<unknown> | undefined,
      Schema.Decoder<unknown> | undefined
    >,
  )
  return handler
}

/** The description of a mounted handler; Hono wraps a sub-app's handler when that app has its own error handler. */
export const descriptionOf = (handler: unknown) => {
  if (typeof handler !== 'function') return undefined
  const own = descriptions.get(handler)
  if (own) return own
  const composed = Object.getOwnPropertySymbols(handler)
    .map((symbol) => (handler as unknown as Record<symbol, unknown>)[symbol])
    .find((value) => typeof value === 'function')
  return composed ? descriptions.get(composed) : undefined
}

export type AnyRouteDescription = NonNullable<ReturnType<typeof descriptionOf>>

export const isFileAnswer = (answer: Answer | undefined): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'file' in answer && typeof answer.file === 'string'

/** The errors any route of its kind may answer: 400 when it takes input, 401 behind sign-in, 413 with a body. */
export const implicitErrors = (description: AnyRouteDescription): readonly ErrorStatus[] => [
  ...(description.params || description.query || description.body || description.form || description.ifMatch
    ? ([400] as const)
    : []),
  ...((description.auth ?? 'bearer') === 'bearer' ? ([401] as const) : []),
  ...(description.body || description.form ? ([413] as const) : []),
]

/** Every error status a route may answer, in order. */
export const errorStatusesOf = (description: AnyRouteDescription): readonly ErrorStatus[] =>
  [...new Set([...implicitErrors(description), ...(description.errors ?? [])])].sort((a, b) => a - b)

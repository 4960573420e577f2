// Effect Schema and the decoders built with it load beside the request they decode rather than with the page: the
// decoding waits for no extra round trip, and neither the shell's first paint nor a route's waits for Effect Schema.
// The shell's own calls (configuration, the signed-in person, terms...) and the routes' reads both go through here.
import type * as SchemaModule from 'effect/Schema'

/** The answer of `request`, decoded by the decoder `loadDecoder` brings in (fetched in parallel). */
export const decoded = async <T>(
  request: Promise<unknown>,
  loadDecoder: () => Promise<(body: unknown) => T>,
): Promise<T> => {
  const [body, decode] = await Promise.all([request, loadDecoder()])
  return decode(body)
}

/**
 * The answer of `request` decoded with the domain schema `loadSchema` brings in, `async () => (await
 * import('#domain/x')).X`; it throws the schema's error as decoding always did. A wire shape of the browser's own
 * lives in a module of its own (`x-wire.ts`) that `decoded` loads.
 */
export const decodedWith = <S extends SchemaModule.ConstraintDecoder<unknown>>(
  request: Promise<unknown>,
  loadSchema: () => Promise<S>,
): Promise<S['Type']> =>
  decoded(request, async () => {
    const [{ decodeUnknownSync }, schema] = await Promise.all([import('./decode-unknown'), loadSchema()])
    return decodeUnknownSync(schema)
  })

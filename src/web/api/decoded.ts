// The shell's own calls (configuration, the signed-in person, terms, invitations, the organisation selector) run
// on every page. Their Effect Schema decoders are loaded beside the request rather than with the entry: decoding
// waits for no extra round trip, and the first paint does not wait for Effect Schema at all.

/** The answer of `request`, decoded by the decoder `loadDecoder` brings in (fetched in parallel). */
export const decoded = async <T>(
  request: Promise<unknown>,
  loadDecoder: () => Promise<(body: unknown) => T>,
): Promise<T> => {
  const [body, decode] = await Promise.all([request, loadDecoder()])
  return decode(body)
}

// Opaque tokens for links sent by e-mail: a random id and its HMAC under a server secret, so a forged token is
// refused before the database is asked. The database keeps only a hash of the token.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const signatureOf = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('base64url')

export const newSignedToken = (secret: string) => {
  const id = randomBytes(24).toString('base64url')
  return `${id}.${signatureOf(secret, id)}`
}

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Whether the token is one this server signed (says nothing of whether it is still usable). */
export const isSignedToken = (secret: string, token: string) => {
  const [id, signature, ...rest] = token.split('.')
  if (!id || !signature || rest.length > 0) return false
  const expected = Buffer.from(signatureOf(secret, id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

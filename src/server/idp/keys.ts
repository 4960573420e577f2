// The embedded provider's signing keys and cookie keys: generated on first start and kept in server_secrets,
// so a restart or a second process signs and verifies with the same keys.
import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type { Database } from '../db/client.ts'
import { loadSecret, randomSecret } from '../secrets.ts'

export type SigningKeys = {
  /** Private JWKS for oidc-provider's `jwks` setting. */
  readonly privateJwks: { keys: JWK[] }
  /** The same keys without their private members, to verify tokens in-process. */
  readonly publicJwks: { keys: JWK[] }
}

export const SIGNING_ALG = 'RS256'

const generateSigningJwks = async (): Promise<{ keys: JWK[] }> => {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 })
  const jwk = await exportJWK(privateKey)
  return { keys: [{ ...jwk, kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' }] }
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'])

export const publicJwk = (jwk: JWK): JWK =>
  Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_MEMBERS.has(name))) as JWK

export const loadSigningKeys = async (db: Database): Promise<SigningKeys> => {
  const privateJwks = await loadSecret(db, 'idp.jwks', generateSigningJwks)
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(publicJwk) } }
}

/** Keys that sign oidc-provider's cookies (the first signs, all verify). */
export const loadCookieKeys = (db: Database): Promise<string[]> =>
  loadSecret(db, 'idp.cookie-keys', () => [randomSecret()])

/** The key a FusionAuth-style client sends in `Authorization` to call /idp/api. */
export const loadApiKey = (db: Database): Promise<string> => loadSecret(db, 'idp.api-key', randomSecret)

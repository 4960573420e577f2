// Signing as the Standard Webhooks specification has it (docs/webhooks.md): HMAC-SHA256 over
// "{webhook-id}.{webhook-timestamp}.{body}", keyed with the secret's bytes (the base64 after `whsec_`), sent as
// `webhook-signature: v1,{base64}`.
import { createHmac, randomBytes } from 'node:crypto'

export const WEBHOOK_SECRET_PREFIX = 'whsec_'

/** A new signing secret: 32 random bytes, base64, after the prefix. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`

/** What the list shows of a secret: enough to tell two apart, not enough to sign with. */
export const secretPrefixOf = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4)

/** The three headers of one attempt. */
export const signedHeaders = (secret: string, messageId: string, sentAt: Date, body: string) => {
  const timestamp = String(Math.floor(sentAt.getTime() / 1000))
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64')
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  }
}

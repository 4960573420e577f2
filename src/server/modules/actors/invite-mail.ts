// The invitation e-mail: who invites whom to which organisation, where to sign in, and for a person
// who has no password yet, where to choose one.
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Queryable } from '../../db/client.ts'
import { actors, organisations } from '../../db/schema.ts'
import { escapeHtml, PRODUCT_NAME } from '../../idp/pages.ts'
import type { OutgoingMail } from '../../mail/outbox.ts'
import type { InviteRow } from './invites.queries.ts'
import { type PasswordSetup, passwordLinkOf } from './password-setup.ts'

const nameOf = (actor: { firstName: string | null; lastName: string | null; email: string } | undefined) =>
  actor ? [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.email : 'An administrator'

export const inviteMail = async (
  db: Queryable,
  config: Config,
  invite: InviteRow,
  passwordSetup: PasswordSetup,
): Promise<OutgoingMail> => {
  const organisation = (await db.select().from(organisations).where(eq(organisations.id, invite.organisationId)))[0]
  const inviter = invite.invitedBy
    ? (await db.select().from(actors).where(eq(actors.id, invite.invitedBy)))[0]
    : undefined
  const organisationName = organisation?.name ?? 'an organisation'
  const inviterName = nameOf(inviter)
  const loginUrl = `${config.publicUrl}/login`
  const passwordUrl = passwordLinkOf(config, passwordSetup)
  const subject = `${inviterName} invited you to join ${organisationName} on ${PRODUCT_NAME}`
  const intro = `${inviterName} has invited you to join ${organisationName} on ${PRODUCT_NAME}.`
  const signIn = 'Sign in to accept or reject the invitation:'
  const password = passwordSetup
    ? passwordUrl
      ? 'You do not have a password yet. Choose one first (the link works for 24 hours):'
      : 'You do not have a password yet: we have sent you a separate e-mail to choose one.'
    : null
  const text = [
    'Hello,',
    intro,
    ...(password ? [passwordUrl ? `${password}\n${passwordUrl}` : password] : []),
    `${signIn}\n${loginUrl}`,
    PRODUCT_NAME,
  ].join('\n\n')
  const button = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`
  const html = `<!DOCTYPE html><html lang="en-GB"><body style="font-family:system-ui,Arial,sans-serif;color:#1b2333;line-height:1.5">
<p>Hello,</p><p>${escapeHtml(intro)}</p>
${password ? `<p>${escapeHtml(password)}</p>${passwordUrl ? button(passwordUrl, 'Choose your password') : ''}` : ''}
<p>${escapeHtml(signIn)}</p>${button(loginUrl, 'Sign in')}
<p>Or copy this address into your browser:<br>${escapeHtml(loginUrl)}</p>
<p>${PRODUCT_NAME}</p></body></html>`
  return { to: invite.email, subject, text, html }
}

// The e-mail that asks a contractor for their answers: which organisation asks, about which engagement,
// where to sign in, and for a person who has no password yet, where to choose one.
import type { Config } from '../../config.ts'
import { escapeHtml, PRODUCT_NAME } from '../../idp/pages.ts'
import type { OutgoingMail } from '../../mail/outbox.ts'
import { type PasswordSetup, passwordLinkOf } from '../actors/password-setup.ts'

export const contractorQuestionsMail = (
  config: Config,
  options: { to: string; organisation: string; engagement: string; passwordSetup: PasswordSetup },
): OutgoingMail => {
  const { organisation, engagement, passwordSetup } = options
  const loginUrl = `${config.publicUrl}/login`
  const passwordUrl = passwordLinkOf(config, passwordSetup)
  const subject = `${organisation} asks you to answer a few questions about ${engagement}`
  const intro = `${organisation} is assessing the employment status (IR35) of your engagement "${engagement}" on ${PRODUCT_NAME} and asks you to answer a few questions about it. Some of them only you can answer.`
  const password = passwordSetup
    ? passwordUrl
      ? 'You do not have a password yet. Choose one first (the link works for 24 hours):'
      : 'You do not have a password yet: we have sent you a separate e-mail to choose one.'
    : null
  const signIn = 'Then sign in to answer the questions:'
  const text = [
    'Hello,',
    intro,
    ...(password ? [passwordUrl ? `${password}\n${passwordUrl}` : password] : []),
    `${signIn}\n${loginUrl}`,
    PRODUCT_NAME,
  ].join('\n\n')
  const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`
  const html = `<!DOCTYPE html><html lang="en-GB"><body style="font-family:system-ui,Arial,sans-serif;color:#1b2333;line-height:1.5">
<p>Hello,</p><p>${escapeHtml(intro)}</p>
${password ? `<p>${escapeHtml(password)}${passwordUrl ? `<br>${link(passwordUrl)}` : ''}</p>` : ''}
<p>${escapeHtml(signIn)}<br>${link(loginUrl)}</p>
<p>${PRODUCT_NAME}</p></body></html>`
  return { to: options.to, subject, text, html }
}

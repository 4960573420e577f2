// A short product e-mail: a greeting, a few paragraphs and one link to act on, as text and as HTML.
import { escapeHtml, PRODUCT_NAME } from '../idp/pages.ts'
import type { OutgoingMail } from './outbox.ts'

export const plainMail = (options: {
  to: string
  subject: string
  paragraphs: readonly string[]
  action?: { label: string; url: string }
}): OutgoingMail => {
  const { action } = options
  const text = [
    'Hello,',
    ...options.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    PRODUCT_NAME,
  ].join('\n\n')
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : ''
  const html = `<!DOCTYPE html><html lang="en-GB"><body style="font-family:system-ui,Arial,sans-serif;color:#1b2333;line-height:1.5">
<p>Hello,</p>${options.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p>${PRODUCT_NAME}</p></body></html>`
  return { to: options.to, subject: options.subject, text, html }
}

// Server-rendered pages of the embedded identity provider: sign in, forgotten password, set password, sign out.
// Plain HTML and CSS, no script needed (the sign-out page may auto-submit, with a button as fallback).
import { createHash } from 'node:crypto'
import { MESSAGES } from '#domain/messages'

export const PRODUCT_NAME = 'IR35 Portal'

/** The user-visible messages of these pages. */
export const IDP_MESSAGES = {
  wrongCredentials: MESSAGES.wrongCredentials,
  enterEmail: 'Enter your email address.',
  enterPassword: 'Enter your password.',
  invalidEmail: MESSAGES.emailInvalid,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordTooShort: 'Your password must be at least 10 characters long.',
  passwordTooLong: 'Your password must be 256 characters or fewer.',
  confirmPassword: 'Enter your password again to confirm it.',
  passwordsDiffer: 'The passwords do not match.',
  linkExpired: 'This link has expired or has already been used.',
  sessionExpired: 'Your sign-in session has expired. Please start again.',
} as const

/** One account's attempts from one address are slowed, not locked: the wait is said, in seconds or minutes. */
export const tryAgainInMessage = (seconds: number) => {
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return `Too many attempts. Try again in ${n} ${unit}${n === 1 ? '' : 's'}.`
}

export const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{font-size:100%;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:flex-start;
  padding:3rem 1rem;background:#f1f4f9;color:#1b2333;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5}
.brand{display:flex;align-items:center;gap:.625rem;margin:0 0 1.5rem;font-weight:700;font-size:1.25rem;color:#14213d;text-decoration:none}
.brand svg{flex:none}
main{width:100%;max-width:26rem}
.card{background:#fff;border:1px solid #dde3ec;border-radius:.75rem;box-shadow:0 1px 2px rgba(16,24,40,.06),0 8px 24px rgba(16,24,40,.08);padding:2rem}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25;color:#14213d}
p{margin:0 0 1rem}
.lead{color:#4a5568}
form{margin:0}
.field{margin:0 0 1.25rem}
label{display:block;margin:0 0 .375rem;font-weight:600;font-size:.9375rem}
.hint{display:block;margin:-.125rem 0 .375rem;color:#4a5568;font-size:.875rem}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;height:2.75rem;padding:0 .75rem;
  font:inherit;font-size:1rem;color:#1b2333;background:#fff;border:1px solid #6b7687;border-radius:.5rem}
input:focus-visible{outline:3px solid #1d4ed8;outline-offset:1px;border-color:#1d4ed8}
input[aria-invalid=true]{border-color:#b42318;border-width:2px}
.field-error{display:block;margin:.375rem 0 0;color:#b42318;font-weight:600;font-size:.9375rem}
.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;padding:.5rem 1rem;
  font:inherit;font-weight:600;font-size:1rem;color:#fff;background:#1d4ed8;border:1px solid #1d4ed8;border-radius:.5rem;
  cursor:pointer;text-decoration:none}
.button:hover{background:#1e40af;border-color:#1e40af}
.button:focus-visible,.link:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.button.secondary{color:#1d4ed8;background:#fff;border-color:#1d4ed8;margin-top:.75rem}
.button.secondary:hover{background:#eef2ff}
a,.link{color:#1d4ed8;text-decoration:underline;text-underline-offset:2px}
a:hover,.link:hover{color:#1e3a8a}
.link{background:none;border:0;padding:0;font:inherit;cursor:pointer}
.row{display:flex;justify-content:flex-end;margin:-.5rem 0 1.25rem;font-size:.9375rem}
.alert{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #f3b4ae;border-left:4px solid #b42318;
  background:#fef3f2;color:#7a1a12;font-weight:600}
.alert:focus{outline:3px solid #1d4ed8;outline-offset:2px}
.notice{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #abefc6;border-left:4px solid #067647;
  background:#ecfdf3;color:#054f31}
.footer{margin-top:1.5rem;text-align:center;color:#4a5568;font-size:.875rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
@media (prefers-reduced-motion:no-preference){.button{transition:background-color .15s}}
`

const LOGO = `<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
<rect width="36" height="36" rx="8" fill="#1d4ed8"/>
<path d="M11 18.5l4.5 4.5L25 13.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`

export type Page = { readonly html: string; readonly csp: string }

const baseCsp = (formAction: string, scriptHash?: string) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `script-src ${scriptHash ? `'sha256-${scriptHash}'` : "'none'"}`,
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')

type LayoutOptions = {
  title: string
  body: string
  /** Origins forms may post (and redirect) to, in CSP syntax. */
  formAction: string
  script?: string
}

const layout = ({ title, body, formAction, script }: LayoutOptions): Page => {
  const scriptHash = script ? createHash('sha256').update(script).digest('base64') : undefined
  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${PRODUCT_NAME}</title>
<style>${STYLES}</style>
${script ? `<script>${script}</script>` : ''}
</head>
<body>
<main>
<div class="brand">${LOGO}<span>${PRODUCT_NAME}</span></div>
<div class="card">
${body}
</div>
</main>
</body>
</html>`
  return { html, csp: baseCsp(formAction, scriptHash) }
}

const alert = (message: string | undefined) =>
  message
    ? `<div class="alert" role="alert" id="form-error" tabindex="-1"><span class="sr-only">Error: </span>${escapeHtml(message)}</div>`
    : ''

type FieldOptions = {
  name: string
  label: string
  type: 'email' | 'password' | 'text'
  value?: string
  autocomplete: string
  error?: string
  hint?: string
  autofocus?: boolean
  minlength?: number
}

const field = (f: FieldOptions) => {
  const id = `field-${f.name}`
  const describedBy = [f.hint ? `${id}-hint` : '', f.error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return `<div class="field">
<label for="${id}">${escapeHtml(f.label)}</label>
${f.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(f.hint)}</span>` : ''}
<input id="${id}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required${
    f.type === 'email' ? ' spellcheck="false" autocapitalize="none"' : ''
  }${f.minlength ? ` minlength="${f.minlength}"` : ''}${f.value !== undefined ? ` value="${escapeHtml(f.value)}"` : ''}${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${f.error ? ' aria-invalid="true"' : ''}${f.autofocus ? ' autofocus' : ''}>
${f.error ? `<span class="field-error" id="${id}-error">${escapeHtml(f.error)}</span>` : ''}
</div>`
}

export const loginPage = (o: {
  action: string
  forgotHref: string
  formAction: string
  email?: string
  error?: string
  emailError?: string
  passwordError?: string
}): Page =>
  layout({
    title: 'Sign in',
    formAction: o.formAction,
    body: `<h1>Sign in</h1>
<p class="lead">Use your ${PRODUCT_NAME} account.</p>
${alert(o.error)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({
  name: 'email',
  label: 'Email address',
  type: 'email',
  value: o.email ?? '',
  autocomplete: 'username',
  error: o.emailError,
  autofocus: !o.email || Boolean(o.emailError),
})}
${field({
  name: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'current-password',
  error: o.passwordError,
  autofocus: Boolean(o.email) && !o.emailError,
})}
<div class="row"><a href="${escapeHtml(o.forgotHref)}">Forgotten your password?</a></div>
<button class="button" type="submit">Sign in</button>
</form>`,
  })

export const forgotPasswordPage = (o: {
  action: string
  formAction: string
  backHref: string
  email?: string
  error?: string
  emailError?: string
  sentTo?: string
}): Page =>
  layout({
    title: 'Forgotten your password?',
    formAction: o.formAction,
    body: o.sentTo
      ? `<h1>Check your email</h1>
<div class="notice" role="status">If an account exists for <strong>${escapeHtml(o.sentTo)}</strong>, we have sent it a link to set a new password.</div>
<p>The link works for 24 hours and can be used once. If nothing arrives, check your spam folder or ask again.</p>
<a class="button" href="${escapeHtml(o.backHref)}">Back to sign in</a>`
      : `<h1>Forgotten your password?</h1>
<p class="lead">Enter the email address of your account and we will send you a link to set a new password.</p>
${alert(o.error)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', value: o.email ?? '', autocomplete: 'username', error: o.emailError, autofocus: true })}
<button class="button" type="submit">Send me a link</button>
</form>
<p class="footer"><a href="${escapeHtml(o.backHref)}">Back to sign in</a></p>`,
  })

export const setPasswordPage = (o: {
  action: string
  formAction: string
  email: string
  error?: string
  passwordError?: string
  confirmError?: string
}): Page =>
  layout({
    title: 'Choose your password',
    formAction: o.formAction,
    body: `<h1>Choose your password</h1>
<p class="lead">For <strong>${escapeHtml(o.email)}</strong></p>
${alert(o.error)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="text" name="username" value="${escapeHtml(o.email)}" autocomplete="username" hidden>
${field({
  name: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: 'At least 10 characters.',
  error: o.passwordError,
  autofocus: true,
  minlength: 10,
})}
${field({ name: 'confirm', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', error: o.confirmError })}
<button class="button" type="submit">Set password</button>
</form>`,
  })

export const messagePage = (o: {
  title: string
  message: string
  linkHref?: string
  linkText?: string
  tone?: 'notice' | 'alert' | 'plain'
}): Page =>
  layout({
    title: o.title,
    formAction: "'none'",
    body: `<h1>${escapeHtml(o.title)}</h1>
${
  o.tone === 'notice'
    ? `<div class="notice" role="status">${escapeHtml(o.message)}</div>`
    : o.tone === 'alert'
      ? `<div class="alert" role="alert">${escapeHtml(o.message)}</div>`
      : `<p>${escapeHtml(o.message)}</p>`
}
${o.linkHref ? `<a class="button" href="${escapeHtml(o.linkHref)}">${escapeHtml(o.linkText ?? 'Continue')}</a>` : ''}`,
  })

/**
 * The sign-out page. `form` is oidc-provider's hidden form (id "op.logoutForm", carrying the xsrf token).
 * With `auto`, the page submits itself at once (sign out of everything); without script it shows the button.
 */
export const logoutPage = (o: { form: string; formAction: string; auto: boolean }): Page => {
  const script = o.auto
    ? "document.addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()})"
    : undefined
  return layout({
    title: 'Sign out',
    formAction: o.formAction,
    script,
    body: `<h1>Sign out</h1>
<p class="lead">${o.auto ? 'Signing you out…' : `Do you want to sign out of ${PRODUCT_NAME}?`}</p>
${o.form}
${
  o.auto
    ? `<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button class="button" type="submit" form="op.logoutForm">Sign out</button></noscript>`
    : `<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button class="button secondary" type="submit" form="op.logoutForm">Stay signed in</button>`
}`,
  })
}

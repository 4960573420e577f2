// Chromium as the browser tests use it: Debian's build with playwright.config.ts's launch arguments, the web
// app built into dist/web (which the real server serves), and the Partner signed in once through the sign-in
// page, whose browser state (the tokens in local storage) each measured context then starts from.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from '@playwright/test'
import { acceptTermsIfShown, chooseOrganisation, signIn } from '../../tests/e2e/support.ts'

/** The server serves dist/web as it finds it when it starts: build it first when it is missing. */
export const ensureWebBuild = () => {
  if (existsSync('dist/web/index.html')) return
  console.log('Building the web app…')
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' })
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })

export type SignedIn = BrowserContextOptions & { storageState: Awaited<ReturnType<BrowserContext['storageState']>> }

/** Options for a new context: the server's address, the e2e locale, and the Partner's session. */
export const signInPartner = async (browser: Browser, baseURL: string, organisation: string): Promise<SignedIn> => {
  const options = { baseURL, locale: 'en-GB', timezoneId: 'Europe/London' }
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, organisation)
  const storageState = await context.storageState()
  await context.close()
  return { ...options, storageState }
}

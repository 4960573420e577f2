// The shell on a phone (390 px wide): a reload shows the loading shell until the app renders, never a blank page;
// the logo and the avatar are named by what they show (WCAG 2.5.3, label in name); and every dialog met on the
// way (the organisation selector, the navigation drawer) fits the screen. The width of every
// page each role reaches is measured by the accessibility sweep.

import { acceptTermsIfShown, expectAccessible, screenshotIfAsked, signIn } from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

test.use({ viewport: { width: 390, height: 844 } })

const shot = (page: Page, name: string) => screenshotIfAsked(page, { path: `/work/shots/everyone/phone-${name}.png` })

/** The dialog lies within the screen's width and nothing in it scrolls sideways. */
const expectFits = async (page: Page, dialog: Locator) => {
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box?.x).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('a Partner works on a phone: loading shell, named header links, dialogs that fit', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  // An organisation is chosen for her (her one organisation, or where she last worked), so no prompt arises; the
  // header's selector opens a panel that fits.
  const selector = page.getByRole('button', { name: /Organisation:/ })
  await expect(selector).toHaveAccessibleName(/^Organisation: (?!Please select)/)
  await expect(page.getByRole('alertdialog', { name: 'Select an organisation' })).toBeHidden()
  await selector.click()
  await expectFits(page, page.getByRole('dialog', { name: 'Choose an organisation' }))
  await shot(page, 'organisation-selector')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Choose an organisation' })).toBeHidden()

  await test.step('the logo and the avatar are named by what they show', async () => {
    const header = page.getByRole('banner')
    const logo = header.getByRole('link', { name: /^IR35 Portal/ })
    await expect(logo).toContainText('IR35 Portal')
    await expect(logo).toHaveAccessibleName('IR35 Portal home page')
    const avatar = header.getByRole('link', { name: /Your details/ })
    await expect(avatar).toContainText('PG')
    await expect(avatar).toHaveAccessibleName('PG Your details: Paula Grant')
  })

  await test.step('the navigation drawer fits', async () => {
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const drawer = page.getByRole('dialog')
    await expectFits(page, drawer)
    await expectAccessible(page)
    await shot(page, 'drawer')
    await drawer.getByRole('link', { name: 'Roles' }).click()
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible()
  })

  await test.step('a reload shows the loading shell until the app has loaded', async () => {
    // The app's script is held back, as a slow network does, until the shell has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.reload({ waitUntil: 'commit' })
    await expect(page.getByRole('status').filter({ hasText: 'Loading the IR35 Portal…' })).toBeVisible()
    // The shell's header band shows the brand; the app's header (its home link, Logout) is not there yet.
    await expect(page.getByRole('banner')).toContainText('IR35 Portal')
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden()
    await shot(page, 'loading-shell')
    release()
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible()
    await expect(page.getByText('Loading the IR35 Portal…')).toBeHidden()
    await page.unroute(/\/assets\/index-[^/]+\.js$/)
  })
})

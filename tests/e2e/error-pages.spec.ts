import { acceptTerms, expectAccessible, signIn } from './support.ts'
import { expect, test } from './test.ts'

test('an unknown path shows the 404 page word for word', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/page-not-found$/)
  await expect(page.getByText('Error 404')).toBeVisible()
  await expect(page.getByText('Erm. Page not found')).toBeVisible()
  await expect(page.getByText('We suggest you go to the homepage while we solve this issue.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Go to Homepage' }).click()
  await expect(page).not.toHaveURL(/page-not-found/)
})

test('a 500 shows the correlation id of the failed response', async ({ page }) => {
  await signIn(page, 'readonly.oneoff')
  await acceptTerms(page)
  // Their one organisation is selected for them.
  await expect(page.getByRole('button', { name: /Organisation:/ })).toContainText('IR35 Portal Provider')
  // The fault is injected by this test only; the product has no route that fails on purpose.
  await page.route('**/api/actors/organisations/selector*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'x-correlation-id': 'e2e-4f1c-correlation' },
      body: JSON.stringify({ message: 'Something went wrong', correlation_id: 'e2e-4f1c-correlation' }),
    }),
  )
  await page.reload()
  await expect(page).toHaveURL(/\/internal-server-error$/)
  await expect(page.getByText('Error 500')).toBeVisible()
  await expect(page.getByText('Something went wrong')).toBeVisible()
  await expect(
    page.getByText(
      'An error has occurred. Please contact customer service and give them this error code: e2e-4f1c-correlation',
    ),
  ).toBeVisible()
  await expectAccessible(page)
})

test('/internal-server-error without a failed response goes to the home page', async ({ page }) => {
  await page.goto('/internal-server-error')
  await expect(page).not.toHaveURL(/internal-server-error/)
})

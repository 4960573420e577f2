// The users screens as a Partner Admin uses them (rules users.list, invites.lifecycle,
// users.role-change, invites.form): the Users tab with search, inviting with the field rules, a user's page
// with Edit user, Resend and Cancel, and the old settings' My Organisation tab.
// Signs in as northbridge.admin: sign-in.spec.ts relies on the first sign-in of the other admins.

import { MESSAGES } from '../../src/domain/messages.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiCall, expectAccessible, screenshotIfAsked, signInToOrganisation } from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

const NEW_USER = 'new.starter@example.com'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/users-${name}.png`, fullPage: true })

/** Ark's checkbox keeps the real input visually hidden: toggle it as a keyboard user does. */
const toggle = async (box: Locator) => {
  await box.focus()
  await box.press('Space')
}

/** An invite as the API now holds it, read with the browser's own token. */
const storedInvite = (page: Page, inviteId: string) =>
  apiCall<{ status: { code: string }; roles: { name: string }[] }>(page, `/actors/invites/${inviteId}`)

test('a Partner Admin lists, invites and manages the users of an organisation', async ({ page }) => {
  test.setTimeout(240_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Northbridge Partners')
  const users = page.getByRole('table', { name: 'Organisation users' })
  const search = page.getByLabel('Search organisations user list')

  await test.step("the Users tab lists the organisation's people, searchable, with the search in the URL", async () => {
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/settings\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
    for (const column of ['User name', 'Email address', 'Invite Status'])
      await expect(users.getByRole('columnheader', { name: column })).toBeVisible()
    await expect(users.getByRole('row', { name: /Paula Grant/ })).toContainText('Accepted')
    await expect(users.getByRole('row', { name: /invited\.colleague/ })).toContainText('Pending')
    await expect(page.getByText(/^1 - \d+ of \d+$/)).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'settings-tab')

    await search.fill('Noble')
    await expect(page).toHaveURL(/search=Noble/)
    await expect(users.getByRole('row')).toHaveCount(2)
    await expect(users.getByRole('cell', { name: 'Adam Noble', exact: true })).toBeVisible()
    await page.reload()
    await expect(search).toHaveValue('Noble')
    await expect(users.getByRole('cell', { name: 'Adam Noble', exact: true })).toBeVisible()
    await search.fill('nobody by this name')
    await expect(users.getByText('You have no users added to your organisation.')).toBeVisible()
    await search.fill('')
    await expect(users.getByRole('cell', { name: 'Paula Grant', exact: true })).toBeVisible()
    // Sorting by name is the server's, and kept in the URL.
    await users.getByRole('button', { name: 'User name' }).click()
    await expect(page).toHaveURL(/sort_by=name&sort_direction=asc|sort_direction=asc.*sort_by=name/)
    await expect(users.getByRole('columnheader', { name: 'User name' })).toHaveAttribute('aria-sort', 'ascending')
  })

  await test.step('invites a new e-mail with roles; field messages, "already exists" and no roles', async () => {
    await page.getByRole('link', { name: 'Add user' }).click()
    await expect(page.getByRole('heading', { name: 'Add a User' })).toBeVisible()
    // The organisation is the one whose settings are open: no picker.
    await expect(page.getByLabel('Organisation')).toHaveCount(0)
    const email = page.getByLabel('Email address')
    const invite = page.getByRole('button', { name: 'Invite a user' })
    await expect(invite).toBeDisabled()
    await email.focus()
    await email.blur()
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible()
    await email.fill('not an address')
    await expect(page.getByText(MESSAGES.emailInvalid)).toBeVisible()

    await email.fill(demoEmail('partner'))
    const partner = page.getByRole('checkbox', { name: 'Partner', exact: true })
    await toggle(partner)
    await expect(partner).toBeChecked()
    await expect(invite).toBeEnabled()
    await invite.click()
    await expect(page.getByText(MESSAGES.userAlreadyExists).first()).toBeVisible()
    await toggle(partner)
    await expect(page.getByText(MESSAGES.inviteRolesRequired)).toBeVisible()
    await expect(invite).toBeDisabled()
    await expectAccessible(page)
    await shot(page, 'invite-errors')

    await email.fill(NEW_USER)
    await expect(page.getByText(MESSAGES.userAlreadyExists)).toHaveCount(0)
    await toggle(partner)
    await toggle(page.getByRole('checkbox', { name: 'Sign Off User' }))
    await invite.click()
    await expect(page.getByText(`${NEW_USER} has been invited to Northbridge Partners.`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Organisation Settings' })).toBeVisible()
    await expect(users.getByRole('row', { name: new RegExp(NEW_USER) })).toContainText('Pending')
  })

  let inviteId = ''
  await test.step("the new user's page: Edit user with the confirmation, resend, cancel", async () => {
    await users.getByRole('link', { name: `Manage ${NEW_USER}` }).click()
    await expect(page.getByRole('heading', { name: 'Manage User' })).toBeVisible()
    inviteId = page.url().split('/').at(-1)!
    const roles = page.getByRole('region', { name: 'Roles' })
    await expect(roles.getByRole('listitem')).toHaveText(['Partner', 'Sign Off User'])
    await expect(page.getByRole('button', { name: 'Resend invite' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel invite' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
    await expectAccessible(page)
    await shot(page, 'manage-pending')

    await page.getByRole('button', { name: 'Edit user' }).click()
    const save = roles.getByRole('button', { name: 'Save' })
    await toggle(roles.getByRole('checkbox', { name: 'Partner', exact: true }))
    await toggle(roles.getByRole('checkbox', { name: 'Sign Off User' }))
    await expect(roles.getByText(MESSAGES.inviteRolesRequired)).toBeVisible()
    await expect(save).toBeDisabled()
    await toggle(roles.getByRole('checkbox', { name: 'Partner Read-Only' }))
    await expect(save).toBeEnabled()
    await expectAccessible(page)
    await shot(page, 'edit-user')
    await save.click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(confirm).toContainText('These changes will impact this users access to data')
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(roles.getByRole('listitem')).toHaveText(['Partner Read-Only'])
    expect((await storedInvite(page, inviteId)).roles.map((role) => role.name)).toEqual(['Partner Read-Only'])

    // Another administrator resends meanwhile: this page's version is stale, the server refuses (409) and
    // the page reloads the invite, so the second try goes through.
    await apiCall(page, `/actors/invites/${inviteId}/resend`, { method: 'POST' })
    await page.getByRole('button', { name: 'Resend invite' }).click()
    await expect(page.getByText(/Someone else changed this user meanwhile/)).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'changed-meanwhile')
    await page.getByRole('button', { name: 'Resend invite' }).click()
    await expect(page.getByText('Invitation resent')).toBeVisible()
    await expect(page.getByText(/Someone else changed this user meanwhile/)).toHaveCount(0)

    await page.getByRole('button', { name: 'Cancel invite' }).click()
    const cancelling = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(cancelling).toContainText('details are deleted')
    await cancelling.getByRole('button', { name: 'No' }).click()
    expect((await storedInvite(page, inviteId)).status.code).toBe('Pending')
    await page.getByRole('button', { name: 'Cancel invite' }).click()
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, cancel the invite' })
      .click()
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Resend invite' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Remove invite' })).toBeVisible()
    expect((await storedInvite(page, inviteId)).status.code).toBe('Cancelled')
    await shot(page, 'manage-cancelled')
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page.getByRole('heading', { name: 'Organisation Settings' })).toBeVisible()
  })

  await test.step('an accepted user can be removed (after a confirmation), not resent or cancelled', async () => {
    await users.getByRole('link', { name: 'Manage Paula Grant' }).click()
    await expect(page.getByRole('heading', { name: 'Manage User' })).toBeVisible()
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Resend invite' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Cancel invite' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Remove user' }).click()
    const removing = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(removing).toContainText('Paula Grant loses access to Northbridge Partners.')
    await removing.getByRole('button', { name: 'No' }).click()
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible()
  })

  await test.step('old settings: My Organisation with its organisation picker, invite page and user page', async () => {
    await page.goto('/old-settings/my-organisation')
    await expect(page.getByRole('link', { name: 'My Organisation' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'My Organisation', level: 1 })).toBeVisible()
    const picker = page.getByLabel('Organisation', { exact: true })
    await expect(picker.locator('option:checked')).toHaveText('Northbridge Partners')
    await expect(users.getByRole('cell', { name: 'Nadia Price', exact: true })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'my-organisation')

    await picker.selectOption({ label: 'Acme Retail Group' })
    await expect(page).toHaveURL(/organisation=[0-9a-f-]{36}/)
    await expect(users.getByRole('cell', { name: 'Sam Okafor', exact: true })).toBeVisible()
    await page.reload()
    await expect(picker.locator('option:checked')).toHaveText('Acme Retail Group')

    await page.getByRole('link', { name: 'Invite a user' }).click()
    await expect(page.getByRole('heading', { name: 'Add a new user', level: 1 })).toBeVisible()
    // More than one organisation may be chosen here; the one being looked at comes preselected.
    await expect(page.getByLabel('Organisation').locator('option:checked')).toHaveText('Acme Retail Group')
    await expect(page.getByRole('checkbox', { name: 'Partner Admin' })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'old-invite')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('heading', { name: 'My Organisation', level: 1 })).toBeVisible()
    await expect(picker.locator('option:checked')).toHaveText('Acme Retail Group')

    await users.getByRole('link', { name: 'Manage Sam Okafor' }).click()
    await expect(page).toHaveURL(/\/old-settings\/my-organisation\/edit-invite-user\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'User Invitation' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Roles' }).getByRole('listitem')).toHaveText(['Sign Off User'])
    await expectAccessible(page)
    await shot(page, 'old-user')
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page.getByRole('heading', { name: 'My Organisation', level: 1 })).toBeVisible()
    await expect(picker.locator('option:checked')).toHaveText('Acme Retail Group')
  })

  await test.step("the old edit-organisation page shows the organisation's users on the right", async () => {
    await page.goto('/old-settings/organisation')
    const tree = page.getByRole('navigation', { name: 'Organisations you manage' })
    await tree.getByRole('link', { name: 'Northbridge Partners' }).click()
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
    await expect(users.getByRole('cell', { name: 'Adam Noble', exact: true })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'old-edit-organisation')
    await users.getByRole('link', { name: 'Manage Adam Noble' }).click()
    await expect(page.getByRole('heading', { name: 'User Invitation' })).toBeVisible()
  })
})

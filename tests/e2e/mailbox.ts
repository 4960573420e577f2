// The local mailbox as the provider admin reads it over the API (GET /api/mailbox/messages), and the API
// steps the invitation tests take as that admin. The admin's token comes from the identity provider directly,
// so no browser sign-in (and no terms screen) of provider.admin happens here.
import { expect, type Page } from '@playwright/test'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiClient } from '../support/api.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'

export type MailboxMessage = { id: string; to: string; subject: string; text: string; created_at: string }

/** An e-mail address no earlier run used. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

export const asProviderAdmin = async (baseUrl: string) => {
  const token = await accessTokenFor(baseUrl, await identityTokenFor(baseUrl, demoEmail('provider.admin')))
  const call = apiClient(baseUrl)
  const ok = async (path: string, init: { method?: string; body?: unknown; status?: number } = {}) => {
    const response = await call(path, { ...init, token })
    expect(response.status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(response.json)}`).toBe(
      init.status ?? 200,
    )
    return response.json
  }
  const organisationId = async (name: string): Promise<string> => {
    const found = await ok(`/api/actors/organisations/search?search=${encodeURIComponent(name)}`)
    const match = (found.items as { id: string; name: string }[]).find((item) => item.name === name)
    if (!match) throw new Error(`No organisation named ${name}`)
    return match.id
  }
  const roleId = async (name: string): Promise<string> =>
    (await ok('/api/actors/roles')).find((role: { id: string; name: string }) => role.name === name).id
  return {
    organisationId,
    /** A new client under Meridian Staffing, named for this run. */
    createOrganisation: async (name: string): Promise<string> =>
      (
        await ok('/api/actors/organisations', {
          method: 'POST',
          status: 201,
          body: { name, parent_id: await organisationId('Meridian Staffing'), reference: 'E2E' },
        })
      ).id,
    /** Invites the e-mail into the organisation with one role (by name); answers the invite. */
    inviteWithRole: async (email: string, organisationId: string, role: string) =>
      (await ok('/api/actors/invites', {
        method: 'POST',
        status: 201,
        body: { email, organisation_id: organisationId, roles: [await roleId(role)] },
      })) as { id: string; actor_id: string },
    /** Invites the e-mail into each organisation as a Partner; answers the invites in that order. */
    invite: async (email: string, organisationIds: readonly string[]) => {
      const partner = await roleId('Partner')
      const created = []
      for (const id of organisationIds)
        created.push(
          await ok('/api/actors/invites', {
            method: 'POST',
            status: 201,
            body: { email, organisation_id: id, roles: [partner] },
          }),
        )
      return created as { id: string; status: { code: string }; version: number }[]
    },
    readInvite: (inviteId: string) => ok(`/api/actors/invites/${inviteId}`),
    cancel: (inviteId: string) => ok(`/api/actors/invites/${inviteId}/cancel`, { method: 'POST' }),
    /** "Remove as a user": an accepted invitation deleted, and with it the person's roles in its organisation. */
    removeUser: (inviteId: string) => ok(`/api/actors/invites/${inviteId}`, { method: 'DELETE' }),
    /** The messages to this address, newest first. */
    mailTo: async (email: string): Promise<MailboxMessage[]> =>
      ((await ok(`/api/mailbox/messages?search=${encodeURIComponent(email)}`)).items as MailboxMessage[]).filter(
        (message) => message.to === email,
      ),
  }
}

export type ProviderAdmin = Awaited<ReturnType<typeof asProviderAdmin>>

/** The first address in a mail's text that matches, e.g. the set-password link. */
export const linkIn = (message: MailboxMessage, pattern: RegExp): string => {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url))
  if (!link) throw new Error(`No link matching ${pattern} in:\n${message.text}`)
  return link
}

/** The newest mail to the address whose subject matches, once it has arrived. */
export const newestMail = async (admin: ProviderAdmin, email: string, subject: RegExp): Promise<MailboxMessage> => {
  let found: MailboxMessage | undefined
  await expect
    .poll(async () => {
      found = (await admin.mailTo(email)).find((message) => subject.test(message.subject))
      return found !== undefined
    })
    .toBe(true)
  return found!
}

/** Follows a set-password link and chooses the password, as the person does on the identity provider's page. */
export const choosePassword = async (page: Page, link: string, password: string) => {
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password has been set' })).toBeVisible()
}

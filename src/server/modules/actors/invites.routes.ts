// /api/actors/invites (rule api.invites): list, create, read, change roles, delete, and the
// commands cancel, resend, accept and reject. Mounted inside actorsRoutes, behind its session check.
import { type Context, Hono } from 'hono'
import { IdParam } from '#domain/api-contract'
import {
  CreateInvite,
  InviteCommandResponse,
  InviteList,
  InviteListQuery,
  InvitePatch,
  InviteResponse,
} from '#domain/invites'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { createInvite } from './create-invite.service.ts'
import { changeInviteRoles, commandInvite, type InviteCommand } from './invite-commands.service.ts'
import { getInvite, getInvites } from './invites.service.ts'

const ID = ':id{[0-9a-fA-F-]+}'
const tag = 'Invites'

const COMMANDS: readonly { command: InviteCommand; summary: string }[] = [
  { command: 'cancel', summary: 'Cancel a pending invite (its administrators)' },
  { command: 'resend', summary: 'Send a pending invite’s invitation again (its administrators)' },
  { command: 'accept', summary: 'Accept an invitation (the person invited)' },
  { command: 'reject', summary: 'Decline an invitation (the person invited)' },
]

export const invitesRoutes = (deps: AppDeps) => {
  /** Sends a command to the invite, with the version the caller read (If-Match) when they sent one. */
  const command = (c: Context<AppEnv>, inviteId: string, name: InviteCommand) =>
    commandInvite({
      db: deps.db,
      session: c.get('session'),
      inviteId,
      command: name,
      expectedVersion: expectedVersion(c.req.header('if-match'), 'invite'),
    })
  const routes = new Hono<AppEnv>()
    .get(
      '/',
      described(
        {
          summary: "List an organisation's users and invites, or the caller's own invitations",
          description:
            "`org_id`: the organisation's users (Invites:Read or Actors:Read there); `actor_id` equal to the " +
            "caller's own: their invitations, with any token.",
          tag,
          query: InviteListQuery,
          responses: { 200: InviteList },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await getInvites({ db: deps.db, session: c.get('session'), query })),
      ),
    )
    .post(
      '/',
      described(
        {
          summary: 'Invite a person into an organisation with roles',
          description:
            'A new person gets an account and an invitation e-mail; 409 when they already belong to the ' +
            'organisation or are invited there.',
          tag,
          body: CreateInvite,
          responses: { 201: InviteResponse },
          errors: [403, 404, 409],
        },
        async (c, { body }) => {
          const invite = await createInvite({
            db: deps.db,
            config: deps.config,
            identity: deps.identity.api,
            session: c.get('session'),
            input: body,
          })
          return c.json(invite, 201)
        },
      ),
    )
    .get(
      `/${ID}`,
      described(
        { summary: 'Read an invite', tag, params: IdParam, responses: { 200: InviteResponse }, errors: [403, 404] },
        async (c, { params }) =>
          c.json(await getInvite({ db: deps.db, session: c.get('session'), inviteId: params.id })),
      ),
    )
    .patch(
      `/${ID}`,
      described(
        {
          summary: 'Change the roles an invite grants',
          description: 'A JSON Patch list with one replace operation on /roles.',
          tag,
          params: IdParam,
          body: InvitePatch,
          ifMatch: 'optional',
          responses: { 200: InviteCommandResponse },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const version = expectedVersion(c.req.header('if-match'), 'invite')
          return c.json(
            await changeInviteRoles({
              db: deps.db,
              session: c.get('session'),
              inviteId: params.id,
              patch: body,
              expectedVersion: version,
            }),
          )
        },
      ),
    )
    .delete(
      `/${ID}`,
      described(
        {
          summary: 'Remove a user: delete their invite and the roles it granted',
          tag,
          params: IdParam,
          ifMatch: 'optional',
          responses: { 200: InviteCommandResponse },
          errors: [403, 404, 409],
        },
        async (c, { params }) => c.json(await command(c, params.id, 'delete')),
      ),
    )
  for (const { command: name, summary } of COMMANDS)
    routes.post(
      `/${ID}/${name}`,
      described(
        {
          summary,
          description: '409 when the invite is not in a state that allows it.',
          tag,
          params: IdParam,
          ifMatch: 'optional',
          responses: { 200: InviteCommandResponse },
          errors: [403, 404, 409],
        },
        async (c, { params }) => c.json(await command(c, params.id, name)),
      ),
    )
  return routes
}

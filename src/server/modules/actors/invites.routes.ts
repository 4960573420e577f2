// /api/actors/invites (rule api.invites): list, create, read, change roles, delete, and the
// commands cancel, resend, accept and reject. Mounted inside actorsRoutes, behind its session check.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { CreateInvite, InviteListQuery, InvitePatch } from '#domain/invites'
import type { AppDeps } from '../../app.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { createInvite } from './create-invite.service.ts'
import { changeInviteRoles, commandInvite, type InviteCommand } from './invite-commands.service.ts'
import { getInvite, getInvites } from './invites.service.ts'

const ID = ':id{[0-9a-fA-F-]+}'

const COMMANDS: readonly InviteCommand[] = ['cancel', 'resend', 'accept', 'reject']

export const invitesRoutes = (deps: AppDeps) => {
  const routes = new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = decodeQuery(c, InviteListQuery)
      return c.json(await getInvites({ db: deps.db, session: c.get('session'), query }))
    })
    .post('/', async (c) => {
      const input = await decodeBody(c, CreateInvite)
      const invite = await createInvite({
        db: deps.db,
        config: deps.config,
        identity: deps.identity.api,
        session: c.get('session'),
        input,
      })
      return c.json(invite, 201)
    })
    .get(`/${ID}`, async (c) => {
      const inviteId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getInvite({ db: deps.db, session: c.get('session'), inviteId }))
    })
    .patch(`/${ID}`, async (c) => {
      const inviteId = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'invite')
      const patch = await decodeBody(c, InvitePatch)
      return c.json(
        await changeInviteRoles({ db: deps.db, session: c.get('session'), inviteId, patch, expectedVersion: version }),
      )
    })
    .delete(`/${ID}`, async (c) => {
      const inviteId = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'invite')
      return c.json(
        await commandInvite({
          db: deps.db,
          session: c.get('session'),
          inviteId,
          command: 'delete',
          expectedVersion: version,
        }),
      )
    })
  for (const command of COMMANDS)
    routes.post(`/${ID}/${command}`, async (c) => {
      const inviteId = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'invite')
      return c.json(
        await commandInvite({ db: deps.db, session: c.get('session'), inviteId, command, expectedVersion: version }),
      )
    })
  return routes
}

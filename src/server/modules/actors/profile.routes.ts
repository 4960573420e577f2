// /api/actors: the contractor's business profile and its lookups (rule api.profile,
// GET actors/turnovers and actors/industries).
import { Hono } from 'hono'
import { ContractorProfilePatch, ProfileActorId } from '#domain/contractor-profile'
import type { AppDeps } from '../../app.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { listIndustries, listTurnovers } from './profile.queries.ts'
import { getContractorProfile, updateContractorProfile } from './profile.service.ts'

/** Mounted under /api/actors, behind the session check of the actors routes. */
export const profileRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/turnovers', async (c) => c.json(await listTurnovers(deps.db)))
    .get('/industries', async (c) => c.json(await listIndustries(deps.db)))
    .get('/actors/:actorId/profile', async (c) => {
      const actorId = decodeWith(ProfileActorId, c.req.param('actorId'))
      return c.json(await getContractorProfile({ db: deps.db, session: c.get('session'), actorId }))
    })
    .patch('/actors/:actorId/profile', async (c) => {
      const actorId = decodeWith(ProfileActorId, c.req.param('actorId'))
      const version = expectedVersion(c.req.header('if-match'), 'profile')
      const patch = await decodeBody(c, ContractorProfilePatch)
      return c.json(
        await updateContractorProfile({
          db: deps.db,
          session: c.get('session'),
          actorId,
          patch,
          expectedVersion: version,
        }),
      )
    })

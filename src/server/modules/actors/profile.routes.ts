// /api/actors: the contractor's business profile and its lookups (rule api.profile,
// GET actors/turnovers and actors/industries).
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import {
  ContractorProfilePatch,
  ContractorProfileResponse,
  IndustryResponse,
  ProfileActorId,
  TurnoverResponse,
} from '#domain/contractor-profile'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { listIndustries, listTurnovers } from './profile.queries.ts'
import { getContractorProfile, updateContractorProfile } from './profile.service.ts'

const tag = 'Contractor profile'
const ProfileParams = Schema.Struct({ actorId: ProfileActorId })

/** Mounted under /api/actors, behind the session check of the actors routes. */
export const profileRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get(
      '/turnovers',
      described(
        {
          summary: "The turnover bands of a contractor's business",
          tag,
          responses: { 200: Schema.Array(TurnoverResponse) },
        },
        async (c) => c.json(await listTurnovers(deps.db)),
      ),
    )
    .get(
      '/industries',
      described(
        {
          summary: 'The sectors, each with its occupations (the business activity of a profile)',
          tag,
          responses: { 200: Schema.Array(IndustryResponse) },
        },
        async (c) => c.json(await listIndustries(deps.db)),
      ),
    )
    .get(
      '/actors/:actorId/profile',
      described(
        {
          summary: "Read a contractor's own business profile",
          description: 'Only the contractor themselves reads it (403 for anyone else).',
          tag,
          params: ProfileParams,
          responses: { 200: ContractorProfileResponse },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await getContractorProfile({ db: deps.db, session: c.get('session'), actorId: params.actorId })),
      ),
    )
    .patch(
      '/actors/:actorId/profile',
      described(
        {
          summary: "Change a contractor's own business profile (onboarding's first change included)",
          description:
            "A JSON Patch list of replace operations. A new contractor's first change must bring every field " +
            'onboarding asks for; a later one may not empty them (400 naming each field).',
          tag,
          params: ProfileParams,
          body: ContractorProfilePatch,
          ifMatch: 'optional',
          responses: { 200: ContractorProfileResponse },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const version = expectedVersion(c.req.header('if-match'), 'profile')
          return c.json(
            await updateContractorProfile({
              db: deps.db,
              session: c.get('session'),
              actorId: params.actorId,
              patch: body,
              expectedVersion: version,
            }),
          )
        },
      ),
    )

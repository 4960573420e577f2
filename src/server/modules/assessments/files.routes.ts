// /api/files (rule api.organisations): an organisation's logo, uploaded, read and deleted with a session, and
// each logo image at its own public address.
//
// Why a public address: images are shown with <img>, which cannot send a bearer token, and people see logos
// of organisations they do not belong to yet (the invite dialogs). So logo_url names the file itself,
// /api/files/logos/{fileId}: the id is a random UUID (122 bits), known only to those shown the organisation,
// and a new upload gets a new id, so the address is immutable and cached for a year; replacing or deleting
// a logo retires its address.
//
// The SDS, note and dispute files of an engagement live under /files/files too (engagement-files.routes.ts). The
// router sits in the top module because it gathers the files of several features under one prefix (docs/modules.md).
import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { FILE_MAX_BYTES, UploadedLogo } from '#domain/logo'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { readUploadedFile } from '../../http/upload.ts'
import {
  authoriseLogoChange,
  deleteLogo,
  readLogo,
  readLogoById,
  type StoredImage,
  uploadLogo,
} from '../actors/logos.service.ts'
import { engagementFilesRoutes } from './engagement-files.routes.ts'

const ORGANISATION_LOGO = '/files/logo/organisations/:orgId{[0-9a-fA-F-]+}'
const OrganisationParam = Schema.Struct({ orgId: Uuid })
const tag = 'Organisations'
const LOGO_IMAGE = { file: 'image/*', description: 'The logo: PNG, JPEG or SVG' } as const

/**
 * Every image goes out with the type our content check decided and may not be sniffed into anything else.
 * The policy makes an SVG opened on its own an inert picture (no script, no fetches, a sandboxed origin);
 * it costs nothing on PNG and JPEG, so every image carries it.
 */
const imageResponse = (c: Context<AppEnv>, { file, bytes }: StoredImage, cacheControl: string) => {
  const etag = `"${file.sha256}"`
  const headers = {
    'content-type': file.contentType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    'content-disposition': 'inline',
    'cache-control': cacheControl,
    etag,
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers)
}

export const filesRoutes = (deps: AppDeps) => {
  const context = (c: Context<AppEnv>, organisationId: string) => ({
    db: deps.db,
    blobs: deps.blobs,
    logger: c.get('logger'),
    session: c.get('session'),
    organisationId,
  })
  return new Hono<AppEnv>()
    .get(
      '/logos/:fileId',
      described(
        {
          summary: "An organisation's logo image, at its own public address",
          description:
            'The address is the `url` of the logo (no access token: an <img> cannot send one). A new upload gets a ' +
            'new address, so an image is cached for a year; with If-None-Match of its ETag the answer is 304.',
          tag: 'Organisations',
          auth: 'none',
          params: Schema.Struct({ fileId: Uuid }),
          responses: { 200: { file: 'image/*', description: 'The logo: PNG, JPEG or SVG.' } },
          errors: [404],
        },
        async (c, { params }) => {
          const image = await readLogoById({ db: deps.db, blobs: deps.blobs, logger: c.get('logger') }, params.fileId)
          return imageResponse(c, image, 'public, max-age=31536000, immutable')
        },
      ),
    )
    .use('/files/*', requireSession(deps.tokens))
    .post(
      ORGANISATION_LOGO,
      described(
        {
          summary: "Upload an organisation's logo, replacing the one it had",
          tag,
          params: OrganisationParam,
          form: { File: { description: 'A PNG, JPEG or SVG image of at most 5MB', file: true } },
          responses: { 201: UploadedLogo },
          errors: [403, 404],
        },
        async (c, { params }) => {
          const target = context(c, params.orgId)
          await authoriseLogoChange(target)
          const file = await readUploadedFile(c, 'File', FILE_MAX_BYTES)
          return c.json(await uploadLogo({ ...target, file }), 201)
        },
      ),
    )
    .get(
      ORGANISATION_LOGO,
      described(
        {
          summary: "An organisation's logo image",
          tag,
          params: OrganisationParam,
          responses: { 200: LOGO_IMAGE },
          errors: [403, 404],
        },
        async (c, { params }) => imageResponse(c, await readLogo(context(c, params.orgId)), 'private, no-cache'),
      ),
    )
    .delete(
      ORGANISATION_LOGO,
      described(
        {
          summary: "Delete an organisation's logo",
          tag,
          params: OrganisationParam,
          responses: { 204: null },
          errors: [403, 404],
        },
        async (c, { params }) => {
          await deleteLogo(context(c, params.orgId))
          return c.body(null, 204)
        },
      ),
    )
    .route('/files', engagementFilesRoutes(deps))
}

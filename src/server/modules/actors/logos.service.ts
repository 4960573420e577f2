// An organisation's logo (rules files.logo, api.organisations): upload or replace, read, delete. The row changes in one
// transaction with the organisation (its version bumped); bytes are written before and removed after it,
// so a failed transaction leaves no row without bytes, and a committed one no bytes still in use removed.
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { FILE_MAX_BYTES, type LogoContentType, type LogoResponse, logoUrlOf } from '#domain/logo'
import { MESSAGES } from '#domain/messages'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Queryable } from '../../db/client.ts'
import { organisations } from '../../db/schema.ts'
import { Invalid, NotFound, TooLarge } from '../../http/errors.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { deleteFile, findFile, insertFile } from '../files/files.queries.ts'
import { checkLogoContent } from '../files/logo-content.ts'
import { newFileRow, removeBytes, type StoredFile, storeThenRecord, withBytes } from '../files/stored-files.ts'
import { organisationInReach } from './organisation-records.service.ts'

export const LOGO_KIND = 'logo'

type Context = { db: Database; blobs: BlobStore; logger: Logger; session: AccessTokenClaims; organisationId: string }

/** Answers 404/403 before an upload's body is read, so a caller out of reach never has it buffered. */
export const authoriseLogoChange = ({
  db,
  session,
  organisationId,
}: Pick<Context, 'db' | 'session' | 'organisationId'>) =>
  organisationInReach(db, session, organisationId, 'Organisations:Update')

const lockOrganisation = async (tx: Queryable, id: string) =>
  (await tx.select().from(organisations).where(eq(organisations.id, id)).for('update'))[0]!

export const uploadLogo = async (
  context: Context & { file: { bytes: Uint8Array; name: string } },
): Promise<{ id: string; url: string }> => {
  const { db, blobs, logger, session, organisationId, file } = context
  if (file.bytes.length > FILE_MAX_BYTES) throw TooLarge(MESSAGES.fileTooLarge)
  const verdict = await checkLogoContent(file.bytes)
  if (!verdict.ok)
    throw Invalid(verdict.tooLarge ? MESSAGES.logoDimensionsTooLarge : MESSAGES.logoFormatInvalid, [
      { path: 'File', message: `Refused: ${verdict.reason}` },
    ])
  const id = randomUUID()
  const storageKey = `${LOGO_KIND}/${id}`
  const row = newFileRow({
    id,
    organisationId,
    kind: LOGO_KIND,
    contentType: verdict.contentType,
    bytes: file.bytes,
    storageKey,
    name: file.name.slice(0, 255) || null,
    createdBy: session.actorId,
  })
  const replacedKey = await storeThenRecord(context, storageKey, file.bytes, () =>
    db.transaction(async (tx) => {
      await organisationInReach(tx, session, organisationId, 'Organisations:Update')
      const current = await lockOrganisation(tx, organisationId)
      await insertFile(tx, row)
      await tx
        .update(organisations)
        .set({ logoFileId: id, version: sql`${organisations.version} + 1` })
        .where(eq(organisations.id, organisationId))
      return current.logoFileId ? deleteFile(tx, current.logoFileId) : null
    }),
  )
  await removeBytes(blobs, logger, replacedKey)
  return { id, url: logoUrlOf(id) }
}

export const deleteLogo = async ({ db, blobs, logger, session, organisationId }: Context) => {
  const removedKey = await db.transaction(async (tx) => {
    await organisationInReach(tx, session, organisationId, 'Organisations:Update')
    const current = await lockOrganisation(tx, organisationId)
    if (!current.logoFileId) throw NotFound('The logo')
    await tx
      .update(organisations)
      .set({ logoFileId: null, version: sql`${organisations.version} + 1` })
      .where(eq(organisations.id, organisationId))
    return deleteFile(tx, current.logoFileId)
  })
  await removeBytes(blobs, logger, removedKey)
}

const currentLogo = async (db: Database, session: AccessTokenClaims, organisationId: string) => {
  const { row } = await organisationInReach(db, session, organisationId, 'Organisations:Read')
  const file = row.logoFileId ? await findFile(db, row.logoFileId, LOGO_KIND) : undefined
  if (!file) throw NotFound('The logo')
  return file
}

export const getLogoInfo = async ({
  db,
  session,
  organisationId,
}: Pick<Context, 'db' | 'session' | 'organisationId'>): Promise<LogoResponse> => {
  const file = await currentLogo(db, session, organisationId)
  return { id: file.id, url: logoUrlOf(file.id), content_type: file.contentType as LogoContentType }
}

export type StoredImage = StoredFile

export const readLogo = async (context: Context) =>
  withBytes(context, await currentLogo(context.db, context.session, context.organisationId), 'The logo')

/** The public capability read: anyone holding the file's id (it is in logo_url) may see that one image. */
export const readLogoById = async (context: Pick<Context, 'db' | 'blobs' | 'logger'>, fileId: string) => {
  const file = await findFile(context.db, fileId, LOGO_KIND)
  if (!file) throw NotFound('The logo')
  return withBytes(context, file, 'The logo')
}

// A stored file sent as a download, whatever feature it belongs to.
import type { Context } from 'hono'
import type { AppEnv } from '../../http/env.ts'
import type { StoredFile } from './stored-files.ts'

/** RFC 6266: an ASCII fallback and the exact name in UTF-8, so no name can break out of the header. */
const attachmentDisposition = (name: string) => {
  const fallback = name.replace(/[^ -~]|["\\%]/g, '_')
  const exact = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`
}

/**
 * Always a download, with the type our content check decided and no sniffing into another. The policy makes
 * a document opened on its own inert (an SVG runs no script, a PDF viewer gets a sandboxed origin).
 */
export const downloadResponse = (c: Context<AppEnv>, { file, bytes }: StoredFile) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.contentType,
    'content-disposition': attachmentDisposition(file.originalName ?? file.id),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    'cache-control': 'private, no-store',
  })

// What an uploaded logo is, decided from its bytes alone: PNG and JPEG by their signatures, SVG by a strict
// parse (svg-safety.ts), each only at a size a logo may have (logo-dimensions.ts). The name, extension and
// declared content type of the upload prove nothing.
import { fileTypeFromBuffer } from 'file-type'
import type { LogoContentType } from '#domain/logo'
import { checkRasterDimensions, checkSvgDimensions } from './logo-dimensions.ts'
import { checkSvg } from './svg-safety.ts'

/** `tooLarge`: an image of a logo's kind, but declaring more pixels than a logo may have. */
export type LogoVerdict = { ok: true; contentType: LogoContentType } | { ok: false; reason: string; tooLarge?: boolean }

const RASTER: Record<string, LogoContentType> = {
  'image/png': 'image/png',
  // An animated PNG is a PNG whose first frame every viewer shows.
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

export const checkLogoContent = async (bytes: Uint8Array): Promise<LogoVerdict> => {
  if (bytes.length === 0) return { ok: false, reason: 'an empty file' }
  const detected = await fileTypeFromBuffer(bytes)
  const raster = detected && RASTER[detected.mime]
  if (raster) {
    const size = checkRasterDimensions(bytes)
    return size.ok ? { ok: true, contentType: raster } : size
  }
  if (detected && detected.mime !== 'application/xml') return { ok: false, reason: `a ${detected.mime} file` }
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, reason: 'neither an image nor UTF-8 text' }
  }
  const svg = checkSvg(text)
  if (!svg.ok) return svg
  const size = checkSvgDimensions(svg.declared)
  return size.ok ? { ok: true, contentType: 'image/svg+xml' } : size
}

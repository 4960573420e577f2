// Whether an image's declared size fits a logo (LOGO_MAX_SIDE, LOGO_MAX_PIXELS): a raster's from its header
// (image-size reads it without decoding the pixels), an SVG's from its root's width, height and viewBox.
import { imageSize } from 'image-size'
import { LOGO_MAX_PIXELS, LOGO_MAX_SIDE } from '#domain/logo'
import type { SvgDeclaredSize } from './svg-safety.ts'

export type DimensionVerdict = { ok: true } | { ok: false; reason: string; tooLarge: boolean }

type Size = { width: number; height: number }

const sizeProblem = ({ width, height }: Size, what: string): DimensionVerdict => {
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE || width * height > LOGO_MAX_PIXELS)
    return { ok: false, reason: `${what} of ${width} x ${height} pixels`, tooLarge: true }
  return { ok: true }
}

/** A PNG's or JPEG's size as its header declares it; a header that cannot be read is no image. */
export const checkRasterDimensions = (bytes: Uint8Array): DimensionVerdict => {
  let size: { width?: number; height?: number; images?: { width: number; height: number }[] }
  try {
    size = imageSize(bytes)
  } catch {
    return { ok: false, reason: 'an image header that cannot be read', tooLarge: false }
  }
  if (!size.width || !size.height) return { ok: false, reason: 'an image without a size', tooLarge: false }
  // Every image the file holds is checked, not only the first.
  for (const image of [{ width: size.width, height: size.height }, ...(size.images ?? [])]) {
    const verdict = sizeProblem(image, 'a declared size')
    if (!verdict.ok) return verdict
  }
  return { ok: true }
}

/** CSS pixels per unit, for the absolute units an SVG's width and height may be given in. */
const PIXELS_PER_UNIT: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
}
const LENGTH = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i

/** A length in pixels; null when it is relative (%, em) or not a length, which sets no size of its own. */
const pixelsOf = (length: string | undefined): number | null => {
  const match = length === undefined ? null : LENGTH.exec(length)
  const perUnit = match ? PIXELS_PER_UNIT[match[2]!.toLowerCase()] : undefined
  return match && perUnit !== undefined ? Number(match[1]) * perUnit : null
}

/** An SVG's declared width and height, and its viewBox's, each checked where given. */
export const checkSvgDimensions = (declared: SvgDeclaredSize): DimensionVerdict => {
  const width = pixelsOf(declared.width)
  const height = pixelsOf(declared.height)
  if (width !== null || height !== null) {
    const verdict = sizeProblem({ width: width ?? 0, height: height ?? 0 }, 'a declared width and height')
    if (!verdict.ok) return verdict
  }
  const box = declared.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box?.length === 4 && box.every(Number.isFinite))
    return sizeProblem({ width: Math.abs(box[2]!), height: Math.abs(box[3]!) }, 'a viewBox')
  return { ok: true }
}

// The logo content check: PNG and JPEG by signature, SVG by a strict parse; names and declared types play no part.
import { describe, expect, it } from 'vitest'
import { checkLogoContent } from '../../src/server/modules/files/logo-content.ts'
import { HOSTILE_SVGS, JPEG, PNG, SAFE_SVG } from '../support/logo-samples.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('checkLogoContent', () => {
  it('recognises PNG and JPEG by their signatures', async () => {
    expect(await checkLogoContent(PNG)).toEqual({ ok: true, contentType: 'image/png' })
    expect(await checkLogoContent(JPEG)).toEqual({ ok: true, contentType: 'image/jpeg' })
  })

  it('accepts an SVG with gradients, fragment links, inline PNG data and a style sheet', async () => {
    expect(await checkLogoContent(utf8(SAFE_SVG))).toEqual({ ok: true, contentType: 'image/svg+xml' })
  })

  it('accepts an SVG that starts with a byte order mark', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(SAFE_SVG)])
    expect((await checkLogoContent(bytes)).ok).toBe(true)
  })

  for (const [what, text] of Object.entries(HOSTILE_SVGS))
    it(`refuses ${what}`, async () => {
      const verdict = await checkLogoContent(utf8(text))
      expect(verdict.ok, JSON.stringify(verdict)).toBe(false)
    })

  it('refuses an empty file, other image formats and bytes that are not UTF-8', async () => {
    expect((await checkLogoContent(new Uint8Array())).ok).toBe(false)
    const gif = utf8('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;')
    expect(await checkLogoContent(gif)).toMatchObject({ ok: false, reason: 'a image/gif file' })
    expect((await checkLogoContent(new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x41]))).ok).toBe(false)
  })
})

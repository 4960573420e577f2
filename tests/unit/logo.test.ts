// The browser's first check of a chosen logo: the size in bytes, then the declared type (or the extension
// when the browser declares none). The server checks the content again.
import { describe, expect, it } from 'vitest'
import { FILE_MAX_BYTES, logoFileProblem, logoUrlOf } from '../../src/domain/logo.ts'
import { MESSAGES } from '../../src/domain/messages.ts'

describe('logoFileProblem', () => {
  it('accepts png, jpeg and svg up to exactly 5MB', () => {
    expect(logoFileProblem({ size: FILE_MAX_BYTES, type: 'image/png', name: 'a.png' })).toBeNull()
    expect(logoFileProblem({ size: 10, type: 'image/jpeg', name: 'a.jpg' })).toBeNull()
    expect(logoFileProblem({ size: 10, type: 'image/svg+xml', name: 'a.svg' })).toBeNull()
  })

  it('refuses one byte over 5MB with the spec message, before looking at the type', () => {
    expect(FILE_MAX_BYTES).toBe(5_242_880)
    expect(logoFileProblem({ size: FILE_MAX_BYTES + 1, type: 'application/pdf', name: 'a.pdf' })).toBe(
      'File size should not be more than 5MB',
    )
  })

  it('refuses other types with the format message', () => {
    expect(logoFileProblem({ size: 10, type: 'image/gif', name: 'a.gif' })).toBe(MESSAGES.logoFormatInvalid)
    expect(logoFileProblem({ size: 10, type: 'text/plain', name: 'a.png' })).toBe(MESSAGES.logoFormatInvalid)
  })

  it('falls back to the extension when the browser declares no type', () => {
    expect(logoFileProblem({ size: 10, type: '', name: 'LOGO.JPEG' })).toBeNull()
    expect(logoFileProblem({ size: 10, type: '', name: 'logo.bmp' })).toBe(MESSAGES.logoFormatInvalid)
  })
})

it('logoUrlOf names the public image address of a file', () => {
  expect(logoUrlOf('0f9c2d1e-aaaa-4bbb-8ccc-123456789abc')).toBe(
    '/api/files/logos/0f9c2d1e-aaaa-4bbb-8ccc-123456789abc',
  )
})

// A 400's issues placed under the form fields they are about, whatever the form (the API key form's name and
// capabilities here; the webhook form's own cases are in webhooks-tab.test.ts).
import { FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import { API_KEY_MESSAGES } from '../../src/domain/api-keys'
import { fieldProblemsOf } from '../../src/web/api/field-problems'
import type { ProfileOperation } from '../../src/web/features/contractor-profile/profile-form-values'
import { serverProblemsOf } from '../../src/web/features/contractor-profile/use-profile-form'

const refusal = (status: number, data: unknown) => Object.assign(new FetchError('refused'), { status, data })
const FIELDS = ['name', 'capabilities'] as const

describe('fieldProblemsOf', () => {
  it("gives each of the form's fields its first message, an item's to its list", () => {
    const error = refusal(400, {
      issues: [
        { path: 'capabilities.1', message: API_KEY_MESSAGES.refusedCapability },
        { path: 'name', message: API_KEY_MESSAGES.nameRequired },
        { path: 'name', message: 'a second message' },
      ],
    })
    expect(fieldProblemsOf(error, FIELDS)).toEqual({
      name: API_KEY_MESSAGES.nameRequired,
      capabilities: API_KEY_MESSAGES.refusedCapability,
    })
  })

  it('leaves the toast to say the rest: another status, no issues, a field the form does not have', () => {
    expect(fieldProblemsOf(refusal(403, { issues: [{ path: 'name', message: 'no' }] }), FIELDS)).toEqual({})
    expect(fieldProblemsOf(refusal(400, { message: 'refused' }), FIELDS)).toEqual({})
    expect(fieldProblemsOf(refusal(400, { issues: [{ path: 'url', message: 'no' }] }), FIELDS)).toEqual({})
    expect(fieldProblemsOf(new Error('offline'), FIELDS)).toEqual({})
  })
})

describe("the profile form's server problems", () => {
  it('places a refused operation under the field it replaces, and a refused rule under the field it names', () => {
    const operations: ProfileOperation[] = [
      { op: 'replace', path: '/first_name', value: 'Tara' },
      { op: 'replace', path: '/phone_number', value: 'x' },
    ]
    const error = refusal(400, {
      issues: [
        { path: '1.value', message: 'Enter a phone number' },
        { path: 'first_name', message: 'Too long' },
        { path: '5.value', message: 'an operation the request did not send' },
        { path: '', message: 'about the whole body' },
      ],
    })
    expect(serverProblemsOf(error, operations)).toEqual({
      phone_number: 'Enter a phone number',
      first_name: 'Too long',
    })
  })
})

// The browser's reads decode their answer with a schema loaded beside the request: the answer still decodes as
// before, a body that does not match still fails the read (a loader throws, as it did when decoding was static),
// and a failed request fails the read with its own error.
import { describe, expect, it } from 'vitest'
import { decoded, decodedWith } from '../../src/web/api/decoded'

const loadContractorList = async () => (await import('#domain/contractors')).ContractorList

describe('decodedWith', () => {
  it('answers the body decoded with the domain schema it loads', async () => {
    const body = { items: [], count: 0, pages: 0 }
    await expect(decodedWith(Promise.resolve(body), loadContractorList)).resolves.toEqual(body)
  })

  it('rejects with the schema error when the body does not match', async () => {
    await expect(
      decodedWith(Promise.resolve({ items: 'not a list', count: 0, pages: 0 }), loadContractorList),
    ).rejects.toThrow(/items/)
  })

  it("rejects with the request's own error when the request fails", async () => {
    const failure = new Error('502 from the server')
    await expect(decodedWith(Promise.reject(failure), loadContractorList)).rejects.toBe(failure)
  })
})

describe('decoded', () => {
  it('runs the loaded decoder on the body', async () => {
    const decodeShareLeads = async () =>
      (await import('../../src/web/features/contractors/api/share-leads-wire')).decodeShareLeads
    await expect(decoded(Promise.resolve({ share_leads: true }), decodeShareLeads)).resolves.toBe(true)
    await expect(decoded(Promise.resolve({ share_leads: 'yes' }), decodeShareLeads)).rejects.toThrow(/share_leads/)
  })
})

// The blob stores keep bytes by key, refuse keys that could reach outside the store, and forget on delete.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.ts'
import { type BlobStore, directoryBlobStore, memoryBlobStore } from '../../src/server/modules/files/blob-store.ts'

const roots: string[] = []
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true })
})

const stores: [string, () => Promise<BlobStore>][] = [
  ['memory', async () => memoryBlobStore()],
  [
    'directory',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'blobs-'))
      roots.push(root)
      return directoryBlobStore(root)
    },
  ],
]

for (const [kind, open] of stores)
  describe(`${kind} blob store`, () => {
    it('puts, gets and deletes bytes by key', async () => {
      const store = await open()
      const bytes = new Uint8Array([1, 2, 3, 250])
      await store.put('logo/0f9c2d1e-aaaa-4bbb-8ccc-123456789abc', bytes)
      expect(await store.get('logo/0f9c2d1e-aaaa-4bbb-8ccc-123456789abc')).toEqual(bytes)
      await store.delete('logo/0f9c2d1e-aaaa-4bbb-8ccc-123456789abc')
      expect(await store.get('logo/0f9c2d1e-aaaa-4bbb-8ccc-123456789abc')).toBeNull()
      await expect(store.delete('logo/never-stored')).resolves.toBeUndefined()
    })

    it('refuses keys that are not its own shape', async () => {
      const store = await open()
      for (const key of ['../escape', 'logo/../../etc/passwd', '/absolute', 'Logo/Upper', ''])
        await expect(store.put(key, new Uint8Array([1])), key).rejects.toThrow('Not a blob key')
    })
  })

describe('FILES_DIR', () => {
  it('defaults to files/ under DATA_DIR, stays in memory with an in-memory DATA_DIR, and can be set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ir35' }).filesDir).toBe(path.join('/srv/ir35', 'files'))
    expect(loadConfig({ DATA_DIR: 'memory://' }).filesDir).toBe('memory://')
    expect(loadConfig({ DATA_DIR: '/srv/ir35', FILES_DIR: '/mnt/files' }).filesDir).toBe('/mnt/files')
  })
})

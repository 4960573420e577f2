// Where uploaded files' bytes live, behind one small interface: the database holds each file's row (type,
// size, hash, key) and the store holds its bytes by key. A directory is the default; an S3-compatible store
// can be added by configuration with the same three calls.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export type BlobStore = {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>
  /** Removing a key that holds nothing is not an error: deletes run after commit and may be retried. */
  delete(key: string): Promise<void>
}

/** Keys are ours (kind/uuid), never a name from a request; anything else would reach outside the store. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/
const checkedKey = (key: string) => {
  if (!KEY.test(key)) throw new Error(`Not a blob key: ${key}`)
  return key
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

export const directoryBlobStore = (root: string): BlobStore => {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'))
  return {
    put: async (key, bytes) => {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // 'wx': keys are never reused, so an existing file would be a bug, never a replacement.
      await writeFile(file, bytes, { flag: 'wx' })
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(fileOf(key)))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    delete: (key) => rm(fileOf(key), { force: true }),
  }
}

/**
 * In the process, for tests (DATA_DIR=memory://), optionally holding some bytes from the start; `keys()` lets a test
 * see that nothing was left behind.
 */
export const memoryBlobStore = (
  initial: Iterable<readonly [string, Uint8Array]> = [],
): BlobStore & { keys(): string[] } => {
  const blobs = new Map<string, Uint8Array>(initial)
  return {
    put: async (key, bytes) => {
      blobs.set(checkedKey(key), new Uint8Array(bytes))
    },
    get: async (key) => blobs.get(checkedKey(key)) ?? null,
    delete: async (key) => {
      blobs.delete(checkedKey(key))
    },
    keys: () => [...blobs.keys()],
  }
}

export const openBlobStore = (filesDir: string): BlobStore =>
  filesDir === 'memory://' ? memoryBlobStore() : directoryBlobStore(filesDir)

// The pool of worker threads that draws the server's PDFs, with a stand-in worker whose documents hang or wait on
// the test's word: a document over its time limit is stopped with a message that says what to do, and the pool
// goes on with the next one; while documents are being drawn, the thread that asked for them stays free.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PDF_MESSAGES } from '../../src/domain/reporting.ts'
import { AppError } from '../../src/server/http/errors.ts'
import type { PdfJob } from '../../src/server/modules/reporting/pdf-job.tsx'
import { createPdfPool, type PdfPool } from '../../src/server/modules/reporting/pdf-pool.ts'

const standIn = new URL('../fixtures/pdf-stand-in-worker.mjs', import.meta.url)
const logger = pino({ level: 'silent' })
const terms = (html: string, version = '1'): PdfJob => ({ document: 'terms', html, version })
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

let pool: PdfPool | undefined
afterEach(async () => {
  await pool?.close()
  pool = undefined
})

// Worker threads start in seconds on a busy machine: generous limits, as nothing here is about speed.
describe('the PDF pool', { timeout: 60_000 }, () => {
  it('stops a document over its time limit with a clear error, and draws the ones after it', async () => {
    pool = createPdfPool({ workers: 1, timeoutMs: 1500, logger, worker: standIn })
    const tooLong = pool.render(terms('hang'))
    // Asked for meanwhile: it waits for the only worker, and its own time limit starts only when it is drawn.
    const waiting = pool.render(terms('waiting'))
    const error = await tooLong.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ status: 503, message: PDF_MESSAGES.renderTimedOut(1500) })
    expect((error as AppError).message).toContain('took longer than 1.5 seconds')
    expect((error as AppError).message).toContain('Please try again in a few minutes')
    expect(text(await waiting)).toBe('drawn waiting')
    expect(text(await pool.render(terms('after')))).toBe('drawn after')
  })

  it('keeps the asking thread free while every worker is drawing and more documents wait', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-pool-'))
    const release = path.join(dir, 'release')
    const server = createServer((_, response) => response.end('answered'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      pool = createPdfPool({ workers: 2, timeoutMs: 60_000, logger, worker: standIn })
      const settled: string[] = []
      const documents = ['1', '2', '3', '4'].map((version) =>
        pool!.render(terms(`hold:${release}`, version)).then((bytes) => {
          settled.push(version)
          return text(bytes)
        }),
      )
      // Both workers are blocked in a document; the other two wait for them.
      await vi.waitFor(() => expect(['1', '2'].every((v) => existsSync(`${release}.${v}.started`))).toBe(true), {
        timeout: 30_000,
      })
      const { port } = server.address() as AddressInfo
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('answered')
      expect(settled).toEqual([])
      expect(existsSync(`${release}.3.started`) || existsSync(`${release}.4.started`)).toBe(false)
      writeFileSync(release, '')
      expect(await Promise.all(documents)).toEqual(Array(4).fill(`drawn hold:${release}`))
    } finally {
      server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

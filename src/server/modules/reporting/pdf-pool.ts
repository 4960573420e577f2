// The worker threads that draw the server's PDFs, so that no request waits on the event loop while a document is
// laid out (an assessment report takes about a quarter of a second of CPU, a very long one seconds). Each document
// has a time limit from the moment a worker starts drawing it: over it, that worker is stopped (another starts when
// next needed), the caller is told to try again, and the pool goes on with the next document. Documents waiting
// for a worker wait in order; each ahead of them is bounded by the same limit.
import { MessageChannel } from 'node:worker_threads'
import type { Logger } from 'pino'
import { Piscina } from 'piscina'
import { PDF_MESSAGES } from '#domain/reporting'
import { Unavailable } from '../../http/errors.ts'
import type { PdfJob, PdfRenderer, PdfTask } from './pdf-job.tsx'

export type PdfPoolOptions = {
  /** Worker threads, started with the first document and kept. */
  readonly workers: number
  readonly timeoutMs: number
  readonly logger: Logger
  /** The module the workers run (tests give a stand-in); by default the one that draws the documents. */
  readonly worker?: URL
}

export type PdfPool = PdfRenderer & { readonly close: () => Promise<void> }

const PDF_WORKER = new URL('./pdf-worker.mjs', import.meta.url)

export const createPdfPool = ({ workers, timeoutMs, logger, worker = PDF_WORKER }: PdfPoolOptions): PdfPool => {
  const open = () => {
    const pool = new Piscina<PdfTask, Uint8Array>({
      filename: worker.href,
      // Always this many: a worker's start (the documents' code and the PDF library) costs seconds, and a worker
      // stopped over the time limit is replaced at once, so documents waiting for it are drawn (with fewer
      // threads kept, the pool would start none for them until another document is asked for).
      minThreads: workers,
      maxThreads: workers,
    })
    // An idle worker's uncaught error: logged, never the server's end (the pool replaces the worker).
    pool.on('error', (error) => logger.error({ err: error }, 'a PDF worker failed'))
    return pool
  }
  // Opened with the first document: a server that draws no PDF (most test servers) spends nothing on workers.
  let pool: Piscina<PdfTask, Uint8Array> | undefined

  const render = async (job: PdfJob) => {
    pool ??= open()
    const stop = new AbortController()
    const { port1: startedHere, port2: drawing } = new MessageChannel()
    let limit: NodeJS.Timeout | undefined
    startedHere.once('message', () => {
      limit = setTimeout(() => stop.abort(), timeoutMs)
    })
    try {
      return await pool.run({ job, started: drawing }, { signal: stop.signal, transferList: [drawing] })
    } catch (error) {
      if (!stop.signal.aborted) throw error
      logger.warn({ document: job.document, timeoutMs }, 'a PDF went over its time limit and was stopped')
      throw Unavailable(PDF_MESSAGES.renderTimedOut(timeoutMs))
    } finally {
      clearTimeout(limit)
      startedHere.close()
    }
  }

  return {
    render,
    // Called once the HTTP server has answered its last request: nothing still drawing is awaited by anyone.
    close: async () => {
      await pool?.destroy()
    },
  }
}

// ELK in a web worker: the layout runs off the main thread, and ELK's ~450 kB (gzip) is fetched by the
// worker as a static asset instead of weighing on the diagram route's chunk.
import ELK from 'elkjs/lib/elk-api.js'
import workerUrl from 'elkjs/lib/elk-worker.min.js?url'
import type { LayoutEngine } from './layout'

let engine: LayoutEngine | null = null

/** One worker for the page, started on the first diagram drawn. */
export const elkEngine = (): LayoutEngine => {
  engine ??= new ELK({ workerUrl })
  return engine
}

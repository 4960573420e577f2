// The server's PDFs as plain data (the props of each document), so that one can be sent to a worker thread and
// drawn there: a React element cannot cross threads, its props can.
import type { MessagePort } from 'node:worker_threads'
import { renderToBuffer } from '@react-pdf/renderer'
import { renderAssessmentReport } from './assessment-report.tsx'
import type { DocumentInput } from './document-input.ts'
import { renderSds, type SdsInput } from './sds-document.tsx'
import { TermsDocument } from './terms-document.tsx'

export type PdfJob =
  | { readonly document: 'report'; readonly input: DocumentInput }
  | { readonly document: 'sds'; readonly input: SdsInput }
  | { readonly document: 'terms'; readonly html: string; readonly version: string }

/** Draws a PDF in this thread. */
export const renderPdfJob = async (job: PdfJob): Promise<Uint8Array> => {
  if (job.document === 'report') return renderAssessmentReport(job.input)
  if (job.document === 'sds') return renderSds(job.input)
  const pdf = await renderToBuffer(<TermsDocument html={job.html} version={job.version} />)
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
}

/** Who draws the server's PDFs: a pool of worker threads in the server, this thread where nothing else waits. */
export type PdfRenderer = { readonly render: (job: PdfJob) => Promise<Uint8Array> }

/** For the demo data and scripts, which serve no requests while they draw. */
export const renderInThisThread: PdfRenderer = { render: renderPdfJob }

/**
 * What the pool sends a worker: the document, and a port on which the worker says when it starts drawing it, as
 * the time limit counts from then (not from a wait in the queue, nor from a new worker's start).
 */
export type PdfTask = { readonly job: PdfJob; readonly started: MessagePort }

/**
 * A worker's task handler, once the worker has drawn a first small document: the PDF library sets itself up on its
 * first document (fonts, layout engine), which belongs to the worker's start rather than to a person's document.
 */
export const pdfWorkerTask = async () => {
  await renderPdfJob({ document: 'terms', html: '<p>Warming up.</p>', version: '0' })
  return async ({ job, started }: PdfTask) => {
    started.postMessage('started')
    started.close()
    return renderPdfJob(job)
  }
}

// A worker thread of the PDF pool. The documents are TypeScript (JSX), which a worker thread cannot load by itself
// whichever way the server was started (tsx, or a test runner with its own transform): tsx loads them here, scoped
// to this import, so a loader the thread may have inherited is neither needed nor disturbed.
import { tsImport } from 'tsx/esm/api'

const { pdfWorkerTask } = await tsImport('./pdf-job.tsx', import.meta.url)

// The pool hands this worker documents once it is ready (see pdfWorkerTask).
export default await pdfWorkerTask()

// A PDF to download as an HTTP response: the browser saves it under the name given, and nothing keeps a copy.
import type { PdfDocument } from './assessment-documents.service.ts'

export const pdfResponse = (document: PdfDocument) =>
  new Response(new Uint8Array(document.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.filename}"`,
      'cache-control': 'private, no-store',
    },
  })

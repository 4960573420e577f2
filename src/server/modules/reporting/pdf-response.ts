// A PDF to download as an HTTP response: the browser saves it under the name given, and nothing keeps a copy.

/** A rendered PDF and the name it is saved under. */
export type PdfDocument = { bytes: Uint8Array; filename: string }

export const pdfResponse = (document: PdfDocument) =>
  new Response(new Uint8Array(document.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.filename}"`,
      'cache-control': 'private, no-store',
    },
  })

// The terms as a PDF: the stored HTML (headings, paragraphs, list items) laid out as a document.
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'

type Block = { kind: 'h1' | 'h2' | 'h3' | 'p' | 'li'; text: string }

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/&pound;/g, '£')

/** Splits the simple HTML that terms are stored in into blocks; unknown tags keep their text. */
export const blocksOf = (html: string): Block[] =>
  [...html.matchAll(/<(h1|h2|h3|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((match) => ({
    kind: match[1]!.toLowerCase() as Block['kind'],
    text: decodeEntities(match[2]!.replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  }))

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 10.5, lineHeight: 1.45, fontFamily: 'Helvetica', color: '#1b2330' },
  header: { fontSize: 9, color: '#5b6472', marginBottom: 18, borderBottom: '1pt solid #d5d9e0', paddingBottom: 6 },
  h1: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 10 },
  h2: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 6 },
  h3: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 4 },
  p: { marginBottom: 6 },
  li: { marginBottom: 4, paddingLeft: 12 },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 8, color: '#5b6472', textAlign: 'center' },
})

export const TermsDocument = ({ html, version }: { html: string; version: string }) => (
  <Document title={`IR35 Portal terms and conditions ${version}`} author="IR35 Portal">
    <Page size="A4" style={styles.page}>
      <Text style={styles.header} fixed>
        IR35 Portal — Terms and Conditions (version {version})
      </Text>
      <View>
        {blocksOf(html).map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a stored document never reorder
          <Text key={`${index}-${block.kind}`} style={styles[block.kind]}>
            {block.kind === 'li' ? `•  ${block.text}` : block.text}
          </Text>
        ))}
      </View>
      <Text
        style={styles.footer}
        fixed
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </Page>
  </Document>
)

// The layout shared by the assessment report and the SDS: an A4 page in the built-in Helvetica with the
// product's header, page numbers, and blocks that take plain strings (react-pdf draws text as given, so
// whatever a user typed is printed literally, never interpreted).
import { Document, type DocumentProps, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactElement, ReactNode } from 'react'
import type { DeterminationReason } from '#domain/assessments'
import { formatDateTime } from './document-format.ts'
import { toWinAnsi } from './win-ansi.ts'

// A statement someone may challenge reads better, and is searched more reliably, with words left whole.
// Only a word too long for any line (a pasted link) may still break.
const LONGEST_WHOLE_WORD = 32
Font.registerHyphenationCallback((word) =>
  word.length <= LONGEST_WHOLE_WORD ? [word] : (word.match(/.{1,16}/gu) ?? [word]),
)

/** Points. */
const A4_HEIGHT = 841.89
const INK = '#1b2330'
const MUTED = '#5b6472'
const RULE = '#d5d9e0'

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 48,
    fontSize: 10,
    lineHeight: 1.4,
    fontFamily: 'Helvetica',
    color: INK,
  },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: MUTED,
    borderBottom: `1pt solid ${RULE}`,
    paddingBottom: 6,
    marginBottom: 18,
  },
  product: { fontFamily: 'Helvetica-Bold', color: INK },
  // Placed from the top: react-pdf lays out a page number (text drawn late) as if it were pages tall, so one
  // placed from the bottom lands far above the page. The two lines share a baseline, one set left and one
  // right, as text in a fixed row is measured as having no width.
  footer: { position: 'absolute', top: A4_HEIGHT - 36, left: 48, right: 48, fontSize: 8, color: MUTED },
  pageNumber: { textAlign: 'right' },
  watermark: {
    position: 'absolute',
    top: A4_HEIGHT / 2 - 60,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: 110,
    fontFamily: 'Helvetica-Bold',
    color: '#d9dde3',
    transform: 'rotate(-35deg)',
  },
  title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  subtitle: { fontSize: 10, color: MUTED, marginBottom: 14 },
  section: { marginTop: 12 },
  heading: {
    fontSize: 12.5,
    fontFamily: 'Helvetica-Bold',
    marginBottom: 6,
    paddingBottom: 3,
    borderBottom: `0.5pt solid ${RULE}`,
  },
  subheading: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 4 },
  paragraph: { marginBottom: 5 },
  strong: { fontFamily: 'Helvetica-Bold' },
  muted: { color: MUTED },
  row: { flexDirection: 'row', marginBottom: 2 },
  label: { width: 150, color: MUTED, paddingRight: 8 },
  value: { flex: 1 },
  bullet: { flexDirection: 'row', marginBottom: 2, paddingLeft: 8 },
  bulletMark: { width: 10 },
  callout: { border: `1pt solid ${INK}`, padding: 10, marginTop: 4, marginBottom: 6 },
  calloutText: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  calloutDetail: { marginTop: 4 },
  reason: { marginBottom: 8 },
})

export const PortalDocument = ({
  title,
  generatedAt,
  watermark,
  children,
}: {
  title: string
  generatedAt: Date
  /** Written across every page (a draft's "DRAFT"), under the content. */
  watermark?: string
  children: ReactNode
}) => (
  <Document
    title={toWinAnsi(title)}
    author="IR35 Portal"
    creator="IR35 Portal"
    producer="IR35 Portal"
    creationDate={generatedAt}
    language="en-GB"
  >
    <Page size="A4" style={styles.page}>
      {watermark ? (
        <Text style={styles.watermark} fixed>
          {toWinAnsi(watermark)}
        </Text>
      ) : null}
      <View style={styles.header} fixed>
        <Text style={styles.product}>IR35 Portal</Text>
        <Text>{toWinAnsi(title)}</Text>
      </View>
      {children}
      <Text style={styles.footer} fixed>
        Generated {formatDateTime(generatedAt)} (UK time)
      </Text>
      <Text
        style={[styles.footer, styles.pageNumber]}
        fixed
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </Page>
  </Document>
)

export const DocumentTitle = ({ title, subtitle }: { title: string; subtitle?: string }) => (
  <View>
    <Text style={styles.title}>{toWinAnsi(title)}</Text>
    {subtitle ? <Text style={styles.subtitle}>{toWinAnsi(subtitle)}</Text> : null}
  </View>
)

/** A headed block; an unbroken one (a short notice) moves whole to the next page rather than split. */
export const Section = ({
  heading,
  unbroken = false,
  children,
}: {
  heading: string
  unbroken?: boolean
  children: ReactNode
}) => (
  <View style={styles.section} wrap={!unbroken}>
    {/* Keeps a heading off the foot of a page when nothing of its section would follow it there. */}
    <Text style={styles.heading} minPresenceAhead={48}>
      {toWinAnsi(heading)}
    </Text>
    {children}
  </View>
)

export const SubHeading = ({ text }: { text: string }) => (
  <Text style={styles.subheading} minPresenceAhead={24}>
    {toWinAnsi(text)}
  </Text>
)

/** A paragraph; strongLine, when given, follows on a line of its own in bold (a question's answer). */
export const Paragraph = ({
  text,
  tone = 'plain',
  strongLine,
}: {
  text: string
  tone?: 'plain' | 'strong' | 'muted'
  strongLine?: string
}) => (
  <Text style={tone === 'plain' ? styles.paragraph : [styles.paragraph, styles[tone]]}>
    {toWinAnsi(text)}
    {strongLine === undefined ? null : <Text style={styles.strong}>{`\n${toWinAnsi(strongLine)}`}</Text>}
  </Text>
)

/** A block set in by its nesting level (a child question under the answer that revealed it). */
export const Indented = ({ level, children }: { level: number; children: ReactNode }) => (
  <View style={{ paddingLeft: level * 14 }} wrap={false}>
    {children}
  </View>
)

/** A label and its value; a row whose value is null or undefined is left out. */
export type FieldRow = readonly [label: string, value: string | null | undefined]

export const Fields = ({ rows }: { rows: readonly FieldRow[] }) => (
  <View style={styles.paragraph}>
    {rows.flatMap(([label, value]) =>
      value === null || value === undefined
        ? []
        : [
            <View key={label} style={styles.row} wrap={false}>
              <Text style={styles.label}>{toWinAnsi(label)}</Text>
              <Text style={styles.value}>{toWinAnsi(value)}</Text>
            </View>,
          ],
    )}
  </View>
)

export const Bullets = ({ items }: { items: readonly string[] }) => (
  <View style={styles.paragraph}>
    {items.map((item, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a printed list never reorders, and items may repeat
      <View key={index} style={styles.bullet}>
        <Text style={styles.bulletMark}>•</Text>
        <Text style={styles.value}>{toWinAnsi(item)}</Text>
      </View>
    ))}
  </View>
)

/** The statement's conclusion, set apart so that nobody can miss it. */
export const Callout = ({ text, detail }: { text: string; detail?: string }) => (
  <View style={styles.callout} wrap={false}>
    <Text style={styles.calloutText}>{toWinAnsi(text)}</Text>
    {detail ? <Text style={styles.calloutDetail}>{toWinAnsi(detail)}</Text> : null}
  </View>
)

/** The determination's reasons: each factor, what it concluded, why, and the answers that decided it. */
export const ReasonList = ({ reasons }: { reasons: readonly DeterminationReason[] }) =>
  reasons.length === 0 ? (
    <Paragraph text="No reasons were recorded for this result." tone="muted" />
  ) : (
    <View>
      {reasons.map((reason, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the reasons are printed in the determination's order
        <View key={index} style={styles.reason}>
          {/* A factor's finding and its why stay together; the answers behind it may run on. */}
          <View wrap={false}>
            <Text style={styles.subheading}>{toWinAnsi(`${reason.factor}: ${reason.result}`)}</Text>
            <Paragraph text={reason.why} />
          </View>
          {reason.answers.length > 0 ? (
            <>
              <Text style={styles.muted}>Answers that decided it:</Text>
              <Bullets items={reason.answers.map((given) => `${given.question} — ${given.answer}`)} />
            </>
          ) : null}
        </View>
      ))}
    </View>
  )

/** The document's bytes, as a plain Uint8Array rather than Node's Buffer. */
export const renderPdf = async (document: ReactElement<DocumentProps>): Promise<Uint8Array> => {
  const pdf = await renderToBuffer(document)
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
}

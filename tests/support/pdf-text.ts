// Reads the text of a PDF drawn in the built-in fonts (as the server's documents are): the pages in order,
// each line as drawn. Content streams are inflated when Flate-compressed and their text operators decoded
// from WinAnsi. Fonts with their own encodings (embedded TrueType) are beyond it.
import { inflateSync } from 'node:zlib'
import { winAnsiChar } from '../../src/server/modules/reporting/win-ansi.ts'

type PdfObject = { dictionary: string; stream: Buffer | undefined }

const objectsOf = (pdf: Buffer): Map<number, PdfObject> => {
  const source = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const header = /(\d+) \d+ obj\b/g
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length
    const end = source.indexOf('endobj', start)
    const streamAt = source.indexOf('stream', start)
    if (streamAt === -1 || (end !== -1 && end < streamAt)) {
      objects.set(Number(match[1]), { dictionary: source.slice(start, end), stream: undefined })
      continue
    }
    const dictionary = source.slice(start, streamAt)
    const dataStart = streamAt + 'stream'.length + (source[streamAt + 6] === '\r' ? 2 : 1)
    // A direct /Length says where the binary data ends; without one, the endstream keyword does.
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dictionary)
    const dataEnd = length ? dataStart + Number(length[1]) : source.indexOf('endstream', dataStart)
    const raw = pdf.subarray(dataStart, dataEnd)
    objects.set(Number(match[1]), {
      dictionary,
      stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw,
    })
    header.lastIndex = dataEnd
  }
  return objects
}

const refsIn = (text: string): number[] => [...text.matchAll(/(\d+) \d+ R/g)].map((ref) => Number(ref[1]))

type Box = readonly [left: number, bottom: number, right: number, top: number]
type PageContent = { mediaBox: Box; streams: Buffer[] }

const mediaBoxOf = (dictionary: string): Box | undefined => {
  const numbers = /\/MediaBox\s*\[([^\]]*)\]/.exec(dictionary)?.[1]?.trim().split(/\s+/).map(Number)
  return numbers?.length === 4 ? (numbers as unknown as Box) : undefined
}

/** Each page's content streams and media box (its own or inherited), in page order (the page tree, depth first). */
const pageContents = (objects: Map<number, PdfObject>): PageContent[] => {
  const root = [...objects.values()].find(
    (object) => /\/Type\s*\/Pages\b/.test(object.dictionary) && !/\/Parent\b/.test(object.dictionary),
  )
  const pages: PageContent[] = []
  const visit = (node: PdfObject | undefined, inherited: Box | undefined) => {
    if (!node) return
    const mediaBox = mediaBoxOf(node.dictionary) ?? inherited
    if (/\/Type\s*\/Pages\b/.test(node.dictionary)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dictionary)?.[1] ?? ''
      for (const kid of refsIn(kids)) visit(objects.get(kid), mediaBox)
      return
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ \d+ R)/.exec(node.dictionary)?.[1] ?? ''
    pages.push({
      mediaBox: mediaBox ?? [0, 0, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
      streams: refsIn(contents).flatMap((ref) => objects.get(ref)?.stream ?? []),
    })
  }
  visit(root, undefined)
  return pages
}

type Token = { kind: 'string'; value: string } | { kind: 'number'; value: number } | { kind: 'other'; value: string }

const LITERAL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }

/** The string, number and operator tokens of a content stream; strings decoded from WinAnsi. */
const tokensOf = (content: string): Token[] => {
  const tokens: Token[] = []
  const bytesToText = (bytes: number[]) => bytes.map(winAnsiChar).join('')
  let i = 0
  while (i < content.length) {
    const char = content[i]!
    if (/\s/.test(char)) {
      i += 1
    } else if (char === '(') {
      const bytes: number[] = []
      let depth = 1
      i += 1
      while (i < content.length && depth > 0) {
        const next = content[i]!
        if (next === '\\') {
          const escaped = content[i + 1] ?? ''
          const octal = /^[0-7]{1,3}/.exec(content.slice(i + 1, i + 4))?.[0]
          if (octal) {
            bytes.push(Number.parseInt(octal, 8))
            i += 1 + octal.length
          } else {
            if (escaped !== '\n' && escaped !== '\r') bytes.push((LITERAL_ESCAPES[escaped] ?? escaped).charCodeAt(0))
            i += 2
          }
          continue
        }
        if (next === '(') depth += 1
        if (next === ')') depth -= 1
        if (depth > 0) bytes.push(next.charCodeAt(0))
        i += 1
      }
      tokens.push({ kind: 'string', value: bytesToText(bytes) })
    } else if (char === '<' && content[i + 1] !== '<') {
      const end = content.indexOf('>', i)
      const hex = content.slice(i + 1, end).replace(/\s/g, '')
      const padded = hex.length % 2 ? `${hex}0` : hex
      tokens.push({
        kind: 'string',
        value: bytesToText((padded.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))),
      })
      i = end + 1
    } else if (/[-+.\d]/.test(char)) {
      const number = /^[-+]?(\d+\.?\d*|\.\d+)/.exec(content.slice(i))?.[0] ?? char
      tokens.push({ kind: 'number', value: Number(number) })
      i += number.length
    } else if (content.startsWith('<<', i) || content.startsWith('>>', i)) {
      tokens.push({ kind: 'other', value: content.slice(i, i + 2) })
      i += 2
    } else if ('[]{}'.includes(char)) {
      tokens.push({ kind: 'other', value: char })
      i += 1
    } else {
      const word = /^\/?[^\s()<>[\]{}/%]+/.exec(content.slice(i))?.[0] ?? char
      tokens.push({ kind: 'other', value: word })
      i += word.length
    }
  }
  return tokens
}

const DELIMITERS = new Set(['[', ']', '{', '}', '<<', '>>'])

type Matrix = readonly [a: number, b: number, c: number, d: number, e: number, f: number]
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
]
const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y]

// Runs whose baselines are this close (in points) share a line.
const SAME_LINE = 1
// A TJ adjustment this far left is a gap between words in producers that leave the space out.
const WORD_GAP = -200

/**
 * The lines of text one content stream draws on the page. Runs are placed by the current transformation and text
 * matrices: a run on the baseline of the one before joins its line, directly when it starts where that
 * run ended (react-pdf moves the origin by a run's width after drawing it, and splits a line into runs at
 * changes of script), else after a space (a label and its value in two columns).
 */
const linesOf = (content: string, [left, bottom, right, top]: Box): string[] => {
  const lines: string[] = []
  let line = ''
  let lineY: number | undefined
  let ctm = IDENTITY
  const saved: Matrix[] = []
  let textLine = IDENTITY
  let continues = false
  let runEnded = false
  let runEndX: number | undefined
  let operands: Token[] = []
  const numbers = () => operands.flatMap((operand) => (operand.kind === 'number' ? [operand.value] : []))
  const endLine = () => {
    if (line.trim() !== '') lines.push(line.replace(/\s+/g, ' ').trim())
    line = ''
    lineY = undefined
  }
  const show = (text: string) => {
    const [, , , , x, y] = multiply(textLine, ctm)
    // Text placed off the page is no part of what a reader sees.
    if (x < left - SAME_LINE || x > right + SAME_LINE || y < bottom - SAME_LINE || y > top + SAME_LINE) return
    if (!continues) {
      if (lineY === undefined || Math.abs(y - lineY) > SAME_LINE) {
        endLine()
        lineY = y
      } else if (runEndX === undefined || Math.abs(x - runEndX) > SAME_LINE) line += ' '
    }
    line += text
    continues = true
    runEnded = false
    runEndX = undefined
  }
  for (const token of tokensOf(content)) {
    if (token.kind !== 'other' || token.value.startsWith('/') || DELIMITERS.has(token.value)) {
      operands.push(token)
      continue
    }
    switch (token.value) {
      case 'q':
        saved.push(ctm)
        break
      case 'Q':
        ctm = saved.pop() ?? IDENTITY
        break
      case 'cm': {
        const m = numbers() as unknown as Matrix
        ctm = multiply(m, ctm)
        const advance = m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[5] === 0
        if (runEnded && advance) runEndX = ctm[4]
        runEnded = false
        break
      }
      case 'BT':
        textLine = IDENTITY
        continues = false
        break
      case 'ET':
        continues = false
        runEnded = true
        break
      case 'Tm':
        textLine = numbers() as unknown as Matrix
        continues = false
        break
      case 'Td':
      case 'TD': {
        const [x = 0, y = 0] = numbers()
        textLine = multiply(translation(x, y), textLine)
        continues = false
        break
      }
      case 'T*':
      case "'":
      case '"':
        // The leading is not tracked: a move to the next line is taken as one.
        endLine()
        continues = false
        if (token.value !== 'T*') show(operands.flatMap((o) => (o.kind === 'string' ? [o.value] : [])).join(''))
        break
      case 'Tj':
        show(operands.flatMap((operand) => (operand.kind === 'string' ? [operand.value] : [])).join(''))
        break
      case 'TJ':
        show(
          operands
            .map((operand) =>
              operand.kind === 'string'
                ? operand.value
                : operand.kind === 'number' && operand.value <= WORD_GAP
                  ? ' '
                  : '',
            )
            .join(''),
        )
        break
    }
    operands = []
  }
  endLine()
  return lines
}

/** Each page's lines of text, in page order. */
export const pdfPages = (bytes: Uint8Array): string[][] =>
  pageContents(objectsOf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))).map(({ mediaBox, streams }) =>
    streams.flatMap((stream) => linesOf(stream.toString('latin1'), mediaBox)),
  )

/**
 * The whole text on one line: lines joined by a space and runs of white space made one, so a sentence that
 * wraps across lines is still found whole (one split by a page break has the page's footer and header inside).
 */
export const pdfText = (bytes: Uint8Array): string => pdfPages(bytes).flat().join(' ').replace(/\s+/g, ' ').trim()

// The built-in Helvetica of a PDF draws WinAnsi (Windows-1252) text only; react-pdf writes any other
// character as the low byte of its code point, so "Ł" would print as "A". Text is mapped into WinAnsi
// first: accents that WinAnsi lacks are dropped ("ő" -> "o"), a few letters without a decomposition are
// spelled out, and anything else prints as "?", so a name never turns into a different name.

/** The bytes 0x80-0x9F of WinAnsi, which differ from Latin-1. */
export const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
}

/** The character a WinAnsi byte stands for. */
export const winAnsiChar = (byte: number): string => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)

const HIGH_CHARS = new Set(Object.values(WIN_ANSI_HIGH))

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0)!
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || HIGH_CHARS.has(char)
}

/** Letters and marks with no decomposition to a WinAnsi letter. */
const SPELLED: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  '\t': ' ',
  '\r': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
}

const toWinAnsiChar = (char: string): string => {
  if (isWinAnsi(char)) return char
  const spelled = SPELLED[char]
  if (spelled !== undefined) return spelled
  if (/^[\p{Zs}]$/u.test(char)) return ' '
  if (/^[\p{Cf}]$/u.test(char)) return ''
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
  return bare !== '' && [...bare].every(isWinAnsi) ? bare : '?'
}

/** The text as the built-in fonts can draw it. */
export const toWinAnsi = (text: string): string => {
  // Compose first so that "e" + a combining accent stays "é" rather than losing its accent.
  const composed = text.normalize('NFC')
  return /^[\x20-\x7e\n]*$/.test(composed) ? composed : [...composed].map(toWinAnsiChar).join('')
}

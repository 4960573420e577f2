// Citations a maintainer can follow: code, tests and machines cite the product's rules as `(rule <id>)` (or
// `(rules <id>, <id>)`), and every id so named, in code or in docs, is an anchor in docs/*.md. Section numbers of
// documents that are not in the repository are refused.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const self = fileURLToPath(import.meta.url)

const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|docx?|xlsx?|pptx?|zip|gz|br|woff2?|wasm)$/
const SKIP = new Set(['node_modules', 'dist', 'styled-system', 'data', '.git'])

const filesUnder = (dir: string): string[] => {
  const full = path.join(root, dir)
  if (!statSync(full, { throwIfNoEntry: false })) return []
  if (statSync(full).isFile()) return [full]
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return []
    const child = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(child)
    return BINARY.test(entry.name) ? [] : [path.join(root, child)]
  })
}

const scanned = ['src', 'tests', 'machines', 'docs', 'bench', 'README.md']
  .flatMap(filesUnder)
  .filter((file) => file !== self)

// Built from pieces so that this file's own source never matches it.
const section = '\u00a7'
const outside = new RegExp(
  [`spec part [12]`, `part [12] ${section}`, ['DOMAIN', 'md'].join('\\.'), ['ARCHITECTURE', 'md'].join('\\.')].join(
    '|',
  ),
)

const ID = '[a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+'
const citation = new RegExp(`\\b[Rr]ules? (${ID}(?:, ${ID})*)`, 'g')

const anchors = new Set(
  readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) =>
      [...readFileSync(path.join(root, 'docs', name), 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!),
    ),
)

const relative = (file: string) => path.relative(root, file)

describe('citations of the product rules', () => {
  it('finds the files it is to read', () => {
    expect(scanned.length).toBeGreaterThan(100)
    expect(anchors.size).toBeGreaterThan(50)
  })

  it('cites no section of a document that is not in the repository', () => {
    const found = scanned.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${relative(file)}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })

  it('cites only rule ids that have an anchor in docs/', () => {
    let cited = 0
    const missing = scanned.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(citation)].flatMap((m) =>
        m[1]!.split(', ').flatMap((id) => {
          cited++
          return anchors.has(id) ? [] : [`${relative(file)}: ${id}`]
        }),
      ),
    )
    expect(missing).toEqual([])
    expect(cited).toBeGreaterThan(100)
  })

  it('gives each id one anchor, with the rule beneath it under the same name in bold', () => {
    const problems = readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) => {
        const lines = readFileSync(path.join(root, 'docs', name), 'utf8').split('\n')
        return lines.flatMap((line, i) => {
          const id = /^<a id="([^"]+)"><\/a>$/.exec(line)?.[1]
          return id === undefined || lines[i + 1]?.startsWith(`**${id}**`) ? [] : [`${name}:${i + 1}: ${line}`]
        })
      })
    expect(problems).toEqual([])
    const all = readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) =>
        [...readFileSync(path.join(root, 'docs', name), 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!),
      )
    expect(all.length).toBe(anchors.size)
  })
})

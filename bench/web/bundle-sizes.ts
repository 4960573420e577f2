// JavaScript and CSS per route, gzipped, from a production build's Vite manifest: a route's first load is the
// entry with its static imports plus the route's own split chunks with theirs; its own chunk is the latter alone.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** Issue 28's target for every route: React, the router, Query, xstate and Panda alone are near 180 kB. */
export const FIRST_LOAD_BUDGET_KB = 200
export const ROUTE_CHUNK_BUDGET_KB = 60

/** Builds the web app with a manifest into a folder of its own, leaving the usual build untouched. */
export const buildWithManifest = () => {
  const outDir = path.join(tmpdir(), 'ir35-bench-web')
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  )
  return outDir
}

export type RouteSize = { route: string; firstLoadKb: number; ownKb: number; files: number }

export const routeSizes = (outDir: string): RouteSize[] => {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const gzipped = new Map<string, number>()
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(outDir, file))).length)
    return gzipped.get(file)!
  }
  /** The chunk's files (JS and CSS) and those of everything it imports statically. */
  const closure = (keys: readonly string[]) => {
    const files = new Set<string>()
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      const chunk = manifest[key]
      if (!chunk) return
      files.add(chunk.file)
      for (const css of chunk.css ?? []) files.add(css)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    for (const key of keys) visit(key)
    return files
  }
  const kb = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + sizeOf(file), 0) / 1024
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const entryFiles = closure(entryKeys)
  // The router plugin splits each route file into chunks named after it ("routes/x.tsx?tsr-split=component").
  const byRoute = new Map<string, string[]>()
  for (const key of Object.keys(manifest)) {
    const match = /routes\/(.+)\.tsx\?tsr-split/.exec(key)
    if (match) byRoute.set(match[1]!, [...(byRoute.get(match[1]!) ?? []), key])
  }
  return [...byRoute.entries()]
    .map(([route, keys]) => {
      const own = new Set(
        keys.map((key) => manifest[key]!.file).concat(keys.flatMap((key) => manifest[key]!.css ?? [])),
      )
      const first = new Set([...entryFiles, ...closure(keys)])
      return { route, firstLoadKb: kb(first), ownKb: kb(own), files: first.size }
    })
    .sort((a, b) => b.firstLoadKb - a.firstLoadKb)
}

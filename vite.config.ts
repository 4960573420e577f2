import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { MACHINES } from './machines/index.ts'
import type { ShellHeadings } from './src/server/http/page-shell.ts'
import { HOME_HEADINGS, SHELL_HEADING_PATHS } from './src/web/shell-headings.ts'

/**
 * Writes a .br and a .gz beside each text file of the build, once: the server sends the one the browser accepts
 * (serveStatic's `precompressed`) instead of the full file, and never compresses on a request.
 */
const precompress = (): Plugin => ({
  name: 'ir35-precompress',
  apply: 'build',
  writeBundle(options) {
    const outDir = options.dir!
    for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue
      const source = readFileSync(path.join(outDir, file))
      if (source.length < 1024) continue
      writeFileSync(
        path.join(outDir, `${file}.br`),
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } }),
      )
      writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(source, { level: 9 }))
    }
  },
})

/**
 * Writes shell-headings.json: the heading at each path where it reads the same for everyone (each machine's diagram
 * page among them), and the two homes of `/`. The server writes the one for the path into index.html's app shell.
 */
const shellHeadings = (): Plugin => ({
  name: 'ir35-shell-headings',
  apply: 'build',
  generateBundle() {
    const headings: ShellHeadings = {
      paths: {
        ...SHELL_HEADING_PATHS,
        ...Object.fromEntries(MACHINES.map(({ id, title, description }) => [`/process/${id}`, { title, description }])),
      },
      homes: HOME_HEADINGS,
    }
    this.emitFile({ type: 'asset', fileName: 'shell-headings.json', source: JSON.stringify(headings) })
  },
})

// One config for the web build and for every Vitest project; the web app lives in src/web.
/** Migrates and seeds once per run the store that the suites' servers start from. */
const SERVER_TEMPLATE = 'tests/support/server-template.setup.ts'

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // Vitest runs no web code through the router plugin; the build and dev server do.
  plugins: process.env.VITEST
    ? []
    : [
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          // Loaders are split too (the plugin leaves them in the entry by default), so the API modules they
          // prefetch with load with their route rather than before every first paint.
          codeSplittingOptions: {
            defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
          },
          // Absolute: the generator resolves relative paths against Vite's root (src/web), not this folder.
          routesDirectory: fileURLToPath(new URL('./src/web/routes', import.meta.url)),
          generatedRouteTree: fileURLToPath(new URL('./src/web/routeTree.gen.ts', import.meta.url)),
        }),
        react(),
        shellHeadings(),
        precompress(),
      ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // No <link rel="modulepreload"> tags for a lazy chunk's imports: Vite's helper appends one per import of every
    // lazy load, and on a first load those appends cost 100 ms of main thread (a fifth of its long tasks); the
    // chunks still come in parallel, discovered as each imports the next, and the page is usable as soon
    // (bench/RESULTS.md, 2026-11-27 late).
    modulePreload: false,
    // The only chunk above Vite's default warning is the graph layout (ELK), loaded by /process pages alone.
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports at once goes in one file: forty-odd small files cost a request each (six at
          // a time over HTTP/1.1, a round trip each on a phone's network) and compress worse apart than together.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/idp': 'http://localhost:3000' } },
  test: {
    root: '.',
    // Each worker keeps the modules it has loaded from one test file to the next instead of loading them again for
    // every file: the suites' servers and stores are per file anyway (a fresh store each), and this halves the CPU the
    // unit and API suites spend, most of it once spent importing the server for every file.
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'model', root: '.', include: ['tests/model/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: [SERVER_TEMPLATE],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pg',
          root: '.',
          include: ['tests/pg/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // `npm run test:soak`: hostile input, races, crashes and sweeps; SOAK_RUNS and SOAK_SECONDS size the random parts.
      {
        extends: true,
        test: {
          name: 'reliability',
          root: '.',
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: [SERVER_TEMPLATE],
          testTimeout: 180_000,
          // A server of its own per file, several sign-ins: slow on two busy cores.
          hookTimeout: 180_000,
        },
      },
    ],
  },
})

import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One config for the web build and for every Vitest project; the web app lives in src/web.
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
      ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The only chunk above Vite's default warning is the graph layout (ELK), loaded by /process pages alone.
    chunkSizeWarningLimit: 1600,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/idp': 'http://localhost:3000' } },
  test: {
    root: '.',
    projects: [
      { extends: true, test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'model', root: '.', include: ['tests/model/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'api', root: '.', include: ['tests/api/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'pg', root: '.', include: ['tests/pg/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      // `npm run test:soak`: hostile input, races, crashes and sweeps; SOAK_RUNS and SOAK_SECONDS size the random parts.
      {
        extends: true,
        test: {
          name: 'reliability',
          root: '.',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 180_000,
          // A server of its own per file, several sign-ins: slow on two busy cores.
          hookTimeout: 180_000,
        },
      },
    ],
  },
})

import { defineConfig } from '@pandacss/dev'
import presetBase from '@pandacss/preset-base'
import { recipes, slotRecipes } from './src/web/ui/theme/recipes'
import { semanticTokens, tokens } from './src/web/ui/theme/tokens'

// Panda's base preset declares 30-odd custom properties on every element and pseudo-element, for utilities this app
// never uses (filters, gradients, transforms by parts such as translateX with transform: 'auto', scroll snapping, border
// spacing). Declared on every element, they are computed for every element at each style recalculation: without them
// a first load's style recalculations take about a third less time (docs/first-load.md). Using one of those utilities
// needs its variables declared where it is used.
const base = { ...presetBase, globalCss: {} }

export default defineConfig({
  eject: true,
  presets: [base, '@pandacss/preset-panda'],
  preflight: true,
  include: ['./src/web/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  theme: { extend: { tokens, semanticTokens, recipes, slotRecipes } },
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', fontSize: 'md', lineHeight: '1.5' },
    a: { color: 'accent.text' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  },
})

import { defineConfig } from '@pandacss/dev'
import { recipes, slotRecipes } from './src/web/ui/theme/recipes'
import { semanticTokens, tokens } from './src/web/ui/theme/tokens'

export default defineConfig({
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

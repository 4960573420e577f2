// Design tokens: a small palette (navy, one blue accent, neutral greys, status colours) and the semantic names
// features use. Features never name a raw colour; they say what it is for (bg.surface, fg.muted, accent.default).
import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

export const tokens = defineTokens({
  colors: {
    navy: {
      50: { value: '#eef2f8' },
      100: { value: '#d9e1ee' },
      200: { value: '#b8c4d6' },
      300: { value: '#8fa0ba' },
      600: { value: '#2a4673' },
      700: { value: '#1d365d' },
      800: { value: '#142949' },
      900: { value: '#0b1f3a' },
      950: { value: '#071429' },
    },
    ink: {
      50: { value: '#f5f7fa' },
      100: { value: '#eceff4' },
      200: { value: '#dde2ea' },
      300: { value: '#c5ccd8' },
      400: { value: '#8f99aa' },
      500: { value: '#677387' },
      600: { value: '#4b5668' },
      700: { value: '#364152' },
      900: { value: '#172033' },
    },
    brand: {
      50: { value: '#edf3fe' },
      100: { value: '#d8e5fd' },
      200: { value: '#b4cdfb' },
      300: { value: '#8db3f9' },
      600: { value: '#1f56d6' },
      700: { value: '#1a46b4' },
      800: { value: '#173a8f' },
    },
    crimson: {
      50: { value: '#fdf2f1' },
      200: { value: '#f5c2bd' },
      700: { value: '#b42318' },
      800: { value: '#912018' },
    },
    jade: { 50: { value: '#ecf8f1' }, 200: { value: '#b3e2c5' }, 700: { value: '#067647' } },
    ochre: { 50: { value: '#fff8eb' }, 200: { value: '#f8d9a0' }, 700: { value: '#a04a04' } },
  },
  fonts: {
    body: {
      value:
        'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    },
    heading: { value: '{fonts.body}' },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  sizes: {
    page: { value: '75rem' },
    dialog: { value: '635px' },
  },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.ink.50}' },
      surface: { value: '#ffffff' },
      subtle: { value: '{colors.ink.100}' },
      muted: { value: '{colors.ink.200}' },
      overlay: { value: 'rgba(7, 20, 41, 0.55)' },
    },
    fg: {
      default: { value: '{colors.ink.900}' },
      muted: { value: '{colors.ink.600}' },
      inverted: { value: '#ffffff' },
    },
    border: {
      default: { value: '{colors.ink.200}' },
      strong: { value: '{colors.ink.500}' },
    },
    accent: {
      default: { value: '{colors.brand.600}' },
      emphasized: { value: '{colors.brand.700}' },
      fg: { value: '#ffffff' },
      text: { value: '{colors.brand.700}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
    },
    header: {
      bg: { value: '{colors.navy.900}' },
      raised: { value: '{colors.navy.800}' },
      hover: { value: '{colors.navy.700}' },
      fg: { value: '#ffffff' },
      muted: { value: '{colors.navy.200}' },
      indicator: { value: '{colors.brand.300}' },
      focus: { value: '{colors.brand.200}' },
    },
    danger: {
      default: { value: '{colors.crimson.700}' },
      emphasized: { value: '{colors.crimson.800}' },
      subtle: { value: '{colors.crimson.50}' },
      border: { value: '{colors.crimson.200}' },
      text: { value: '{colors.crimson.700}' },
    },
    success: {
      default: { value: '{colors.jade.700}' },
      subtle: { value: '{colors.jade.50}' },
      border: { value: '{colors.jade.200}' },
      text: { value: '{colors.jade.700}' },
    },
    // The /process state diagrams: lines and frames, and the engagement's current state.
    diagram: {
      line: { value: '{colors.ink.500}' },
      faded: { value: '{colors.ink.300}' },
      compound: { value: '{colors.ink.50}' },
      divider: { value: '{colors.ink.200}' },
      dot: { value: '{colors.ink.700}' },
      current: { value: '{colors.brand.800}' },
      currentSubtle: { value: '{colors.brand.100}' },
    },
    // A card that must stand out from the rest of a board (the progress board's "Dispute Due").
    inverse: {
      bg: { value: '{colors.navy.900}' },
      fg: { value: '#ffffff' },
      muted: { value: '{colors.navy.200}' },
      raised: { value: '{colors.navy.700}' },
    },
    warning: {
      default: { value: '{colors.ochre.700}' },
      subtle: { value: '{colors.ochre.50}' },
      border: { value: '{colors.ochre.200}' },
      text: { value: '{colors.ochre.700}' },
    },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)' },
    overlay: { value: '0 12px 32px rgba(7, 20, 41, 0.18), 0 2px 6px rgba(7, 20, 41, 0.08)' },
  },
})

// Panda recipes of the design system: one per Ark UI part (slot recipes) or plain element (recipes).
// `staticCss: ['*']` makes Panda emit every variant, since components pass variants through props it cannot trace.
import {
  avatarAnatomy,
  checkboxAnatomy,
  dialogAnatomy,
  fieldAnatomy,
  popoverAnatomy,
  toastAnatomy,
  tooltipAnatomy,
} from '@ark-ui/react/anatomy'
import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'

const focusRing = { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' } as const

const inputBase = {
  appearance: 'none',
  width: '100%',
  minHeight: '11',
  px: '3',
  py: '2',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'md',
  transition: 'border-color 120ms, box-shadow 120ms',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { ...focusRing, outlineOffset: '0', borderColor: 'accent.default' },
  _invalid: { borderColor: 'danger.default' },
  _disabled: { bg: 'bg.subtle', cursor: 'not-allowed', color: 'fg.muted' },
  _readOnly: { bg: 'bg.subtle' },
} as const

const button = defineRecipe({
  className: 'button',
  description: 'Buttons and link-buttons',
  jsx: ['Button'],
  staticCss: ['*'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    lineHeight: '1.25',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    userSelect: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
        '&:is(a):hover': { bg: 'accent.emphasized', color: 'accent.fg' },
        '&:is(a)': { color: 'accent.fg' },
      },
      outline: {
        bg: 'bg.surface',
        color: 'accent.text',
        borderColor: 'border.strong',
        _hover: { _enabled: { bg: 'accent.subtle', borderColor: 'accent.default' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'accent.text',
        _hover: { _enabled: { bg: 'accent.subtle' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'fg.inverted',
        _hover: { _enabled: { bg: 'danger.emphasized' } },
      },
      header: {
        bg: 'transparent',
        color: 'header.fg',
        borderColor: 'header.muted',
        _hover: { _enabled: { bg: 'header.hover' } },
        _focusVisible: { outlineColor: 'header.focus' },
      },
    },
    size: {
      sm: { minHeight: '8', px: '3', fontSize: 'sm' },
      md: { minHeight: '10', px: '4', fontSize: 'md' },
      lg: { minHeight: '12', px: '6', fontSize: 'md' },
      icon: { minHeight: '10', minWidth: '10', px: '2', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})

const input = defineRecipe({
  className: 'input',
  description: 'Text inputs outside a Field',
  staticCss: ['*'],
  base: inputBase,
})

const link = defineRecipe({
  className: 'link',
  description: 'Inline links (and buttons that read as links)',
  staticCss: ['*'],
  base: {
    color: 'accent.text',
    fontWeight: '500',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    bg: 'transparent',
    p: '0',
    _hover: { textDecorationThickness: '2px' },
    _focusVisible: focusRing,
  },
})

const card = defineRecipe({
  className: 'card',
  description: 'A white content card',
  staticCss: ['*'],
  base: {
    bg: 'bg.surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'lg',
    boxShadow: 'card',
  },
  variants: {
    padding: { none: {}, md: { p: { base: '5', md: '6' } }, lg: { p: { base: '6', md: '10' } } },
  },
  defaultVariants: { padding: 'md' },
})

const spinner = defineRecipe({
  className: 'spinner',
  description: 'A busy indicator',
  staticCss: ['*'],
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'accent.muted',
    borderTopColor: 'accent.default',
    animation: 'spin',
    animationDuration: '0.8s',
    flexShrink: 0,
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
  variants: {
    size: {
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '8', height: '8', borderWidth: '3px' },
      lg: { width: '12', height: '12', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
})

const field = defineSlotRecipe({
  className: 'field',
  description: 'Ark UI Field: label, input, helper and error text',
  slots: fieldAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: { fontWeight: '600', color: 'fg.default', fontSize: 'md' },
    requiredIndicator: { color: 'danger.text', ms: '0.5' },
    input: inputBase,
    textarea: { ...inputBase, minHeight: '24', resize: 'vertical' },
    // `appearance: none` removes the native arrow; draw one so a select still looks like a select.
    select: {
      ...inputBase,
      pe: '10',
      cursor: 'pointer',
      backgroundImage:
        "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%23555' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'right 0.75rem center',
      // CSS counts every select as :read-only; only a select marked read-only should look it.
      _readOnly: {},
      '&[data-readonly], &[aria-readonly=true]': { bgColor: 'bg.subtle' },
    },
    helperText: { color: 'fg.muted', fontSize: 'sm' },
    errorText: { color: 'danger.text', fontSize: 'sm', fontWeight: '500' },
  },
})

const checkbox = defineSlotRecipe({
  className: 'checkbox',
  description: 'Ark UI Checkbox',
  slots: checkboxAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '3',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '5',
      height: '5',
      mt: '0.5',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'accent.fg',
      transition: 'background-color 120ms, border-color 120ms',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: focusRing,
      _disabled: { bg: 'bg.muted', borderColor: 'border.default' },
      _invalid: { borderColor: 'danger.default' },
    },
    indicator: { width: '3.5', height: '3.5' },
    label: { color: 'fg.default', _disabled: { color: 'fg.muted' } },
    group: { display: 'flex', flexDirection: 'column', gap: '3' },
  },
})

const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Ark UI Dialog: a centred modal, or a drawer from the left edge',
  slots: dialogAnatomy.keys(),
  staticCss: ['*'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 1300 },
    positioner: { position: 'fixed', inset: '0', display: 'flex', zIndex: 1400, overflow: 'auto' },
    content: {
      position: 'relative',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'overlay',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      _focusVisible: { outline: 'none' },
    },
    title: { fontSize: 'xl', fontWeight: '700', lineHeight: '1.3', pe: '10' },
    description: { color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '3', insetEnd: '3' },
  },
  variants: {
    placement: {
      center: {
        positioner: { alignItems: 'flex-start', justifyContent: 'center', px: '4', py: { base: '10', md: '20' } },
        content: { width: '100%', maxWidth: 'dialog', borderRadius: 'xl', p: { base: '6', md: '8' } },
      },
      start: {
        positioner: { alignItems: 'stretch', justifyContent: 'flex-start' },
        content: { width: 'min(22rem, 88vw)', minHeight: '100dvh', p: '5', borderEndRadius: 'xl' },
      },
    },
  },
  defaultVariants: { placement: 'center' },
})

const tooltip = defineSlotRecipe({
  className: 'tooltip',
  description: 'Ark UI Tooltip',
  slots: tooltipAnatomy.keys(),
  staticCss: ['*'],
  base: {
    positioner: { zIndex: 1600 },
    content: {
      bg: 'navy.950',
      color: 'header.fg',
      fontSize: 'sm',
      lineHeight: '1.4',
      px: '3',
      py: '2',
      borderRadius: 'md',
      boxShadow: 'overlay',
      maxWidth: '18rem',
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': 'colors.navy.950' },
  },
})

const toast = defineSlotRecipe({
  className: 'toast',
  description: 'Ark UI Toast (placed by the toaster through CSS variables)',
  slots: toastAnatomy.keys(),
  staticCss: ['*'],
  base: {
    group: { zIndex: 1700 },
    root: {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'start',
      gap: '1',
      width: 'min(26rem, calc(100vw - 2rem))',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderInlineStartWidth: '4px',
      borderInlineStartColor: 'accent.default',
      borderRadius: 'lg',
      boxShadow: 'overlay',
      p: '4',
      overflowWrap: 'anywhere',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      scale: 'var(--scale)',
      translate: 'var(--x) var(--y) 0',
      zIndex: 'var(--z-index)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: '200ms',
      transitionTimingFunction: 'ease-out',
      '&[data-type=error]': { borderInlineStartColor: 'danger.default' },
      '&[data-type=success]': { borderInlineStartColor: 'success.default' },
      '&[data-type=warning]': { borderInlineStartColor: 'warning.default' },
    },
    title: { fontWeight: '700', gridColumn: '1' },
    description: { color: 'fg.default', gridColumn: '1', fontSize: 'sm', whiteSpace: 'pre-wrap' },
    closeTrigger: { gridColumn: '2', gridRow: '1 / span 2' },
    actionTrigger: { gridColumn: '1', justifySelf: 'start' },
  },
})

const popover = defineSlotRecipe({
  className: 'popover',
  description: 'Ark UI Popover',
  slots: popoverAnatomy.keys(),
  staticCss: ['*'],
  base: {
    positioner: { zIndex: 1500 },
    content: {
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'overlay',
      p: '3',
      width: 'min(30rem, calc(100vw - 1.5rem))',
      _focusVisible: { outline: 'none' },
    },
    title: { fontWeight: '700' },
    description: { color: 'fg.muted', fontSize: 'sm' },
  },
})

const avatar = defineSlotRecipe({
  className: 'avatar',
  description: 'Ark UI Avatar with initials',
  slots: avatarAnatomy.keys(),
  staticCss: ['*'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      height: '10',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'brand.100',
      color: 'navy.900',
      fontWeight: '700',
      fontSize: 'sm',
      letterSpacing: '0.02em',
      flexShrink: 0,
    },
    image: { width: '100%', height: '100%', objectFit: 'cover' },
    fallback: { lineHeight: '1' },
  },
})

export const recipes = { button, input, link, card, spinner }
export const slotRecipes = { field, checkbox, dialog, tooltip, toast, popover, avatar }

// A tooltip for the app's shell (the header's avatar, the navigation's links): the element paints at once, and
// its tooltip (ui/tooltip.tsx, with the positioning library under it) arrives just after the first paint.
import { Suspense } from 'react'
import { lazyNamed } from './lazy'
import type { TipProps } from './tooltip'

const LoadedTip = lazyNamed(() => import('./tooltip'), 'Tip')

export const Tip = (props: TipProps) => (
  <Suspense fallback={props.children}>
    <LoadedTip {...props} />
  </Suspense>
)

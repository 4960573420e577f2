// What the first paint does not show (dialogs, tabs not chosen, panels opened on demand) loads when first
// rendered, so a route's first load counts only what it shows on arrival.
import { type ComponentType, lazy, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Spinner } from './spinner'

/** React.lazy of a named export: `lazyNamed(() => import('./x'), 'X')`. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself accepts a component of any props.
export const lazyNamed = <Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }))

/** The Suspense fallback of a panel still loading: an announced "Loading…". */
export const Loading = ({ label = 'Loading…' }: { label?: string }) => (
  <div role="status" className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '6', color: 'fg.muted' })}>
    <Spinner />
    <span>{label}</span>
  </div>
)

/**
 * True from the first time `wanted` is true: a lazily loaded dialog mounts when first opened and then stays,
 * so that it closes (animation, focus returned) as it did when it was always mounted.
 */
export const useWantedOnce = (wanted: boolean) => {
  const [once, setOnce] = useState(wanted)
  if (wanted && !once) setOnce(true)
  return once || wanted
}

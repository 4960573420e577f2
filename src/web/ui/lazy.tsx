// What the first paint does not show (dialogs, tabs not chosen, panels opened on demand) loads when first
// rendered, so a route's first load counts only what it shows on arrival.
import { type ComponentType, lazy, useEffect, useReducer, useState } from 'react'
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

/**
 * A module loaded once, on its first need: `prefetch()` starts it (a route's loader calls it beside the page's data),
 * and `useLoaded()` answers it once it is there, null before, so a view keeps the loading state it shows for its
 * data until its code has come too (the same placeholder, so nothing moves). A module that fails to load fails the
 * render, as a route's own code does, and the next render tries again.
 */
export const loadedOnce = <Module,>(load: () => Promise<Module>) => {
  let loaded: Module | null = null
  let failure: { error: unknown } | null = null
  let pending: Promise<Module> | null = null
  const preload = (): Promise<Module> => {
    pending ??= load().then(
      (module) => {
        loaded = module
        failure = null
        return module
      },
      (error: unknown) => {
        failure = { error }
        pending = null
        throw error
      },
    )
    return pending
  }
  const useLoaded = (): Module | null => {
    const [, rerender] = useReducer((count: number) => count + 1, 0)
    useEffect(() => {
      if (loaded === null) preload().then(rerender, rerender)
    }, [])
    if (failure) {
      const { error } = failure
      failure = null
      throw error
    }
    return loaded
  }
  /** Starts the load and leaves a failure to the view that needs the module (it tries again). */
  const prefetch = () => {
    preload().catch(() => {})
  }
  return { preload, prefetch, useLoaded }
}

// Joins an Ark UI compound component to a Panda slot recipe: the root computes the slot classes from its variant
// props and shares them; each part takes the class of its slot (the Park UI pattern).
import { type ComponentProps, createContext, type ElementType, useContext } from 'react'
import { cx } from '../../../styled-system/css'

type SlotRecipe<Slot extends string, Variants> = {
  (props?: Variants): Record<Slot, string>
  splitVariantProps: (props: Variants & Record<string, unknown>) => [Variants, Record<string, unknown>]
}

type WithClassName = { className?: string | undefined }

export const createStyleContext = <Slot extends string, Variants extends object>(
  recipe: SlotRecipe<Slot, Variants>,
) => {
  const StyleContext = createContext<Record<Slot, string> | null>(null)

  /** The root part: takes the variant props, provides the slot classes to the parts inside. */
  const withProvider = <C extends ElementType>(Component: C, slot: Slot) => {
    const Styled = (props: ComponentProps<C> & Variants & WithClassName) => {
      const [variantProps, rest] = recipe.splitVariantProps(props as Variants & Record<string, unknown>)
      const slotStyles = recipe(variantProps)
      const Part = Component as ElementType
      return (
        <StyleContext.Provider value={slotStyles}>
          <Part {...rest} className={cx(slotStyles[slot], props.className)} />
        </StyleContext.Provider>
      )
    }
    return Styled
  }

  /** A root that renders no element of its own (Dialog.Root, Tooltip.Root): it only provides the classes. */
  const withRootProvider = <C extends ElementType>(Component: C) => {
    const Styled = (props: ComponentProps<C> & Variants) => {
      const [variantProps, rest] = recipe.splitVariantProps(props as Variants & Record<string, unknown>)
      const slotStyles = recipe(variantProps)
      const Part = Component as ElementType
      return (
        <StyleContext.Provider value={slotStyles}>
          <Part {...rest} />
        </StyleContext.Provider>
      )
    }
    return Styled
  }

  /** A part inside the root: takes its slot's class from the context. */
  const withContext = <C extends ElementType>(Component: C, slot: Slot) => {
    const Styled = (props: ComponentProps<C> & WithClassName) => {
      const slotStyles = useContext(StyleContext)
      const Part = Component as ElementType
      return <Part {...props} className={cx(slotStyles?.[slot], props.className)} />
    }
    return Styled
  }

  return { withProvider, withRootProvider, withContext }
}

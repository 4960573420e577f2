// Chooses an organisation without asking when it can (the one remembered in this browser, or the one organisation
// the person belongs to, whatever child organisations sit below it) and otherwise says the person must choose
// (docs/navigation.md, "Organisation selector").
import { useEffect, useMemo, useRef, useState } from 'react'
import { allChoices, useOrganisationChoices } from './api/selector'

type Options = {
  /** An organisation user whose token carries no organisation yet. */
  needsChoice: boolean
  /** The organisation chosen earlier in this browser, if any. */
  rememberedId: string | null
  onSelect: (organisationId: string) => void
}

export const useOrganisationChoice = ({ needsChoice, rememberedId, onSelect }: Options) => {
  const choices = useOrganisationChoices(needsChoice)
  const options = useMemo(() => (choices.data ? allChoices(choices.data) : null), [choices.data])
  const [asked, setAsked] = useState(false)
  const autoSelected = useRef(false)

  // The trees' roots are where the person holds a role; the organisations below a root are in reach, not theirs.
  const roots = choices.data ? [...choices.data.parentOrgs, ...choices.data.childOrgs] : null
  const automatic =
    options === null || roots === null
      ? null
      : (options.find((option) => option.id === rememberedId)?.id ?? (roots.length === 1 ? roots[0]?.id : null))

  useEffect(() => {
    if (!needsChoice || !automatic || autoSelected.current) return
    autoSelected.current = true
    onSelect(automatic)
  }, [needsChoice, automatic, onSelect])

  return {
    /** The modal shows once the offer is known and nothing could be chosen automatically, until OK. */
    mustChoose: needsChoice && options !== null && !automatic && !asked,
    acknowledge: () => setAsked(true),
  }
}

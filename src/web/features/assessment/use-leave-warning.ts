// The leave-page warning (rule ui.leave-warning): a navigation away from a questionnaire with unsaved
// answers waits for "Answers not submitted, do you want to discard changes?". The questionnaire machine
// decides whether to ask (its isDirty guard); the router's blocker holds the navigation until the answer,
// and the browser's own prompt covers closing or reloading the tab.
import { useBlocker } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'
import type { Actor } from 'xstate'
import type { questionnaireMachine } from '#machines/questionnaire.machine'

type QuestionnaireActor = Actor<typeof questionnaireMachine>

export const useLeaveWarning = (actor: QuestionnaireActor) => {
  // Resolves the held navigation: true keeps the person here.
  const pending = useRef<((stay: boolean) => void) | null>(null)
  // Set while a navigation is under way, so that the machine closing is not taken for the Close button.
  const leavingByNavigation = useRef(false)

  useBlocker({
    shouldBlockFn: () => {
      if (!actor.getSnapshot().matches('answering')) return false
      leavingByNavigation.current = true
      actor.send({ type: 'questionnaire.leave' })
      if (!actor.getSnapshot().matches('confirmingLeave')) return false
      return new Promise<boolean>((resolve) => {
        pending.current = resolve
      })
    },
    enableBeforeUnload: () => actor.getSnapshot().matches('answering') && actor.getSnapshot().context.dirty,
  })

  const answer = useCallback(
    (discard: boolean) => {
      actor.send({ type: discard ? 'leave.confirm' : 'leave.cancel' })
      if (!discard) leavingByNavigation.current = false
      pending.current?.(!discard)
      pending.current = null
    },
    [actor],
  )

  return { leavingByNavigation, discard: () => answer(true), stay: () => answer(false) }
}

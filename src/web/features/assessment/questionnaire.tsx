// The questionnaire (rules questionnaire.screen, questionnaire.flow, questionnaire.required): the questionnaire machine
// rendered with useMachine. The view shows the machine's state and sends its events; the browser provides the machine's
// I/O actions (save, submit) and the scroll to the first unanswered question. The client and the contractor
// run the same questionnaire, each as its viewer: the contractor answers only their own questions; the client
// answers theirs, and the contractor's too when the contractor is not asked (docs/cest.md).
import { useMachine } from '@xstate/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { AnyActorRef } from 'xstate'
import { ENGAGEMENT_MESSAGES } from '#domain/assessments'
import { findAnswer, type Respondent, type Viewer } from '#domain/questionnaire'
import {
  type QuestionnaireContext,
  type QuestionnaireEvent,
  questionnaireMachine,
} from '#machines/questionnaire.machine'
import { css } from '../../../../styled-system/css'
import { callout, card } from '../../../../styled-system/recipes'
import { Checkbox } from '../../ui/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { notify } from '../../ui/toaster'
import type { PublishedQuestionSet } from './api/get-question-set'
import { useSendAnswers } from './api/submit-answers'
import { clientAnswersOnly, disseminationLabel, disseminationOffer, whoAnswersText } from './dissemination'
import type { QuestionnaireOpening } from './panel-view'
import { questionElementId } from './question-item'
import { QuestionnaireFooter } from './questionnaire-footer'
import { categoryHeadingId, QuestionnairePage } from './questionnaire-page'
import { useLeaveWarning } from './use-leave-warning'

export type QuestionnaireOutcome = 'submitted' | 'closed'

/** The assessment being answered: the ids a submission names and the version it was given against. */
export type QuestionnaireSubject = {
  engagementId: string
  assessmentId: string
  version: number
}

export type QuestionnaireProps = {
  subject: QuestionnaireSubject
  /** Who answers: the submission's submitted_by, and the questionnaire's viewer unless `viewer` says otherwise. */
  respondent: Respondent
  /** BOTH on a worker's own working practices review: the worker answers every question. */
  viewer?: Viewer
  /** The prompt before the first answer (the disclaimer on a worker's own review, rule wpr.disclaimer). */
  startPrompt?: StartPrompt
  /** The toast after a submission, when the respondent's usual one does not fit. */
  submittedToast?: { title: string; description: string }
  questionSet: PublishedQuestionSet
  opening: QuestionnaireOpening
  /**
   * The client's submit of a contractor engagement whose organisation disseminates questions: whether the
   * contractor may be asked to answer theirs. False elsewhere (a submission then sends dissemination false).
   */
  mayDisseminate?: boolean
  /** Offers Close (viewing answers, or editing the answers of a result). */
  closable: boolean
  /** Buttons the panel adds to the questionnaire's own (Cancel of a reopened assessment). */
  extraActions?: ReactNode
  /** Comments stay open while the answers are read-only (a sign-off reviewer reviewing them). */
  commentable?: boolean
  /** The machine finished on screen: submitted, or closed (Close, or Cancel at the start prompt). */
  onFinished: (outcome: QuestionnaireOutcome) => void
}

const SUBMITTED_TOASTS: Record<Respondent, { title: string; description: string }> = {
  CLIENT: { title: 'Assessment submitted', description: 'What happens next is shown beside the details.' },
  CONTRACTOR: { title: 'Assessment submitted', description: 'Your answers have been sent to your client.' },
}

export type StartPrompt = { title: string; description: ReactNode; confirmLabel: string; cancelLabel: string }

const DEFAULT_START_PROMPT: StartPrompt = {
  title: 'Before you start',
  description:
    'The result depends on the answers you give: answer each question as the work is really done. You can save your progress and come back to it.',
  confirmLabel: 'Start assessment',
  cancelLabel: 'Cancel',
}

/** The events after which a page of questions opens: the focus moves to its heading. */
const OPENS_A_PAGE = new Set<QuestionnaireEvent['type']>(['prompt.continue', 'page.next', 'page.previous'])

const sendIfRunning = (actor: AnyActorRef, event: QuestionnaireEvent) => {
  if (actor.getSnapshot().status === 'active') actor.send(event)
}

export const Questionnaire = ({
  subject,
  respondent,
  viewer = respondent,
  startPrompt = DEFAULT_START_PROMPT,
  submittedToast = SUBMITTED_TOASTS[respondent],
  questionSet,
  opening,
  mayDisseminate = false,
  closable,
  extraActions,
  commentable,
  onFinished,
}: QuestionnaireProps) => {
  const sendAnswers = useSendAnswers()
  const [scrollRequest, setScrollRequest] = useState(0)
  // Once a submit has found unanswered questions, every unanswered question on screen is highlighted.
  const [checked, setChecked] = useState(false)
  // "Ask the contractor to answer their N questions": ticked unless the client unticks it, or has already answered
  // some of the contractor's questions (a draft saved unticked, or a reopened assessment's earlier answers).
  const [disseminate, setDisseminate] = useState(
    () => !opening.selectedAnswerIds.some((id) => findAnswer(questionSet, id)?.question.respondent === 'CONTRACTOR'),
  )
  // The client runs the questionnaire able to answer the contractor's questions; the page hides them while the
  // contractor is to be asked.
  const machineViewer: Viewer = respondent === 'CLIENT' && viewer === 'CLIENT' ? 'CLIENT_FOR_CONTRACTOR' : viewer

  // The machine's actions run with the latest props (a save brings a new assessment version).
  const latest = useRef({ subject, questionSet, disseminate })
  latest.current = { subject, questionSet, disseminate }
  const send = (context: QuestionnaireContext, submitted: boolean) => {
    const offer = disseminationOffer({
      mayDisseminate,
      respondent,
      questionSet,
      selectedAnswerIds: context.selectedAnswerIds,
    })
    // Only the client's submit disseminates, and only when it was offered and left ticked; it then sends the
    // client's own answers, the contractor's questions being the contractor's to answer.
    const asked = offer !== null && latest.current.disseminate
    return sendAnswers.mutateAsync({
      assessmentId: latest.current.subject.assessmentId,
      submission: {
        contractor_engagement_id: latest.current.subject.engagementId,
        question_set_id: latest.current.questionSet.id,
        submitted,
        submitted_by: respondent,
        answer_ids: asked ? clientAnswersOnly(questionSet, context.selectedAnswerIds) : [...context.selectedAnswerIds],
        last_category_id: context.categoryId,
        ...(respondent === 'CLIENT' ? { dissemination: asked } : {}),
        version: latest.current.subject.version,
      },
    })
  }
  const sendRef = useRef(send)
  sendRef.current = send

  const [machine] = useState(() =>
    questionnaireMachine.provide({
      actions: {
        saveProgress: ({ context, self }) => {
          sendRef.current(context, false).then(
            () => {
              notify.success({ title: 'Progress saved', description: 'Your answers so far are saved.' })
              sendIfRunning(self, { type: 'save.succeeded' })
            },
            () => sendIfRunning(self, { type: 'save.failed' }),
          )
        },
        submitAnswers: ({ context, self }) => {
          sendRef.current(context, true).then(
            () => {
              notify.success(submittedToast)
              sendIfRunning(self, { type: 'submit.succeeded' })
            },
            () => sendIfRunning(self, { type: 'submit.failed' }),
          )
        },
        scrollToFirstUnanswered: () => {
          setChecked(true)
          setScrollRequest((count) => count + 1)
        },
      },
    }),
  )
  const [snapshot, sendToMachine, actor] = useMachine(machine, {
    input: { questionSet, viewer: machineViewer, ...opening },
  })
  const leave = useLeaveWarning(actor)

  // A keyboard or screen reader user starts each page at its heading, not back at the top of the document: after
  // Start (the prompt), Previous and Next, and when a questionnaire in progress opens for answering (continuing).
  const [pageOpened, setPageOpened] = useState(() => (actor.getSnapshot().matches('answering') ? 1 : 0))
  const sendEvent = (event: QuestionnaireEvent) => {
    sendToMachine(event)
    if (OPENS_A_PAGE.has(event.type)) setPageOpened((count) => count + 1)
  }
  const categoryHeading = () => {
    const { categoryId } = actor.getSnapshot().context
    return categoryId ? document.getElementById(categoryHeadingId(categoryId)) : null
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page opened; categoryHeading reads the actor
  useEffect(() => {
    if (pageOpened === 0) return
    const heading = categoryHeading()
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'start' })
  }, [pageOpened])

  // After the page of the first unanswered question has rendered: bring it into view and focus it.
  useEffect(() => {
    if (scrollRequest === 0) return
    const questionId = actor.getSnapshot().context.firstUnansweredQuestionId
    const element = questionId ? document.getElementById(questionElementId(questionId)) : null
    element?.scrollIntoView({ block: 'center' })
    element?.focus({ preventScroll: true })
  }, [scrollRequest, actor])

  // Told once, when the machine reaches a final state on screen (a navigation away tells nobody).
  const onFinishedRef = useRef(onFinished)
  onFinishedRef.current = onFinished
  const outcome: QuestionnaireOutcome | null = snapshot.matches('submitted')
    ? 'submitted'
    : snapshot.matches('closed')
      ? 'closed'
      : null
  useEffect(() => {
    if (outcome && !leave.leavingByNavigation.current) onFinishedRef.current(outcome)
  }, [outcome, leave.leavingByNavigation])

  const { context } = snapshot
  const readOnly = snapshot.matches('viewing')
  const headingId = `questionnaire-${subject.assessmentId}`
  const offer = readOnly
    ? null
    : disseminationOffer({ mayDisseminate, respondent, questionSet, selectedAnswerIds: context.selectedAnswerIds })
  const asked = offer !== null && disseminate
  // What the page shows: the contractor's questions are hidden while they are to go to the contractor.
  const pageViewer: Viewer = context.viewer === 'CLIENT_FOR_CONTRACTOR' && asked ? 'CLIENT' : context.viewer
  const answeringForContractor = !readOnly && context.viewer === 'CLIENT_FOR_CONTRACTOR'
  const whoAnswers = answeringForContractor ? whoAnswersText({ offer, asked }) : null

  return (
    <section aria-labelledby={headingId} className={card()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
            {questionSet.title}
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            Question set version {questionSet.version}
            {readOnly && ' · Viewing answers (read-only)'}
          </p>
        </header>
        {context.mode === 'reopen' && !readOnly && (
          <p role="note" className={callout()}>
            This assessment has been reopened: submitting replaces its previous answers.
          </p>
        )}
        {whoAnswers && !offer && (
          <p role="note" className={callout()}>
            {whoAnswers}
          </p>
        )}
        <QuestionnairePage
          context={context}
          viewer={pageViewer}
          readOnly={readOnly}
          highlightUnanswered={checked}
          overridden={snapshot.matches({ answering: 'overridden' })}
          onToggle={(answerId) => sendEvent({ type: 'answer.select', answerId })}
          // Notes and history are the organisation's working tools; contractors are not given them yet.
          assessmentId={respondent === 'CLIENT' ? subject.assessmentId : undefined}
          commentable={commentable}
        />
        {offer && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <Checkbox checked={disseminate} onCheckedChange={({ checked: ticked }) => setDisseminate(ticked === true)}>
              {disseminationLabel(offer)}
            </Checkbox>
            {/* Said again when the choice changes: who answers, and what the result rests on. */}
            <p aria-live="polite" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {whoAnswers}
            </p>
          </div>
        )}
        <QuestionnaireFooter snapshot={snapshot} send={sendEvent} closable={closable} extraActions={extraActions} />
      </div>

      <ConfirmDialog
        open={snapshot.matches('startPrompt')}
        title={startPrompt.title}
        description={startPrompt.description}
        confirmLabel={startPrompt.confirmLabel}
        cancelLabel={startPrompt.cancelLabel}
        onConfirm={() => sendEvent({ type: 'prompt.continue' })}
        onCancel={() => sendEvent({ type: 'prompt.cancel' })}
        // Closing, the prompt gives the focus to the first page's heading rather than back to the page's body.
        finalFocus={categoryHeading}
      />
      <ConfirmDialog
        open={snapshot.matches('confirmingSubmit')}
        title="Submit the changed answers?"
        description={ENGAGEMENT_MESSAGES.reopenedSubmitConfirm}
        confirmLabel="Submit"
        cancelLabel="Cancel"
        onConfirm={() => sendEvent({ type: 'submit.confirm' })}
        onCancel={() => sendEvent({ type: 'submit.cancel' })}
      />
      <ConfirmDialog
        open={snapshot.matches('confirmingLeave')}
        title={ENGAGEMENT_MESSAGES.leavePage}
        confirmLabel="Discard changes"
        cancelLabel="Stay"
        tone="danger"
        onConfirm={leave.discard}
        onCancel={leave.stay}
      />
    </section>
  )
}

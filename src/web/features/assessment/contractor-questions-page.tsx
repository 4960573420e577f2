// /sds-hub/complete-questions/{engagementId}: the contractor answers their own questions (rules
// questionnaire.screen, result.panel, sds-hub.screen, questionnaire.flow). The same questionnaire as the client's, with
// the contractor as its viewer: categories without a question of theirs are skipped, the rest page with a progress bar,
// Save progress and Submit send submitted_by CONTRACTOR, and leaving with unsaved answers asks first.
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { CONTRACTOR_PORTAL_MESSAGES, type ContractorEngagementView } from '#domain/contractor-portal'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useContractorEngagement } from './api/get-contractor-engagement'
import { type PublishedQuestionSet, questionSetQueryOptions } from './api/get-question-set'
import { contractorOpeningOf, contractorQuestionsViewOf } from './contractor-view'
import { EngagementFacts } from './engagement-facts'
import { Questionnaire } from './questionnaire'

export const CONTRACTOR_QUESTIONS_TITLE = 'Complete Questions'

export const ContractorQuestionsPage = ({ engagementId }: { engagementId: string }) => {
  const view = useContractorEngagement(engagementId)
  const questionSet = useQuery({
    ...questionSetQueryOptions(view.data?.assessment.question_set_id ?? ''),
    enabled: view.data !== undefined,
  })
  const failed = view.isError || questionSet.isError
  return (
    <Page title={CONTRACTOR_QUESTIONS_TITLE} description="Answer the questions your client has asked you.">
      {failed ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          This engagement could not be loaded. Reload the page to try again.
        </p>
      ) : !view.data || !questionSet.data ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" /> Loading the questions…
        </p>
      ) : (
        <div className={layout}>
          <section aria-labelledby="engagement-details" className={card()}>
            <h2 id="engagement-details" className={css({ fontSize: 'lg', fontWeight: '700', mb: '4' })}>
              Engagement details
            </h2>
            <EngagementFacts view={view.data} />
          </section>
          <ContractorQuestions view={view.data} questionSet={questionSet.data} />
        </div>
      )}
    </Page>
  )
}

const ContractorQuestions = ({
  view,
  questionSet,
}: {
  view: ContractorEngagementView
  questionSet: PublishedQuestionSet
}) => {
  const navigate = useNavigate()
  // Submitted on this screen: the texts show at once, before the refreshed engagement arrives.
  const [submitted, setSubmitted] = useState(false)
  const shown = submitted ? 'submitted' : contractorQuestionsViewOf(view, questionSet)
  if (shown === 'submitted')
    return <Notice title={CONTRACTOR_PORTAL_MESSAGES.submittedTitle}>{CONTRACTOR_PORTAL_MESSAGES.submittedBody}</Notice>
  if (shown === 'nothingToAnswer')
    return <Notice title="Nothing to answer">{CONTRACTOR_PORTAL_MESSAGES.noContractorQuestions}</Notice>
  return (
    <Questionnaire
      key={view.assessment.id}
      subject={{ engagementId: view.id, assessmentId: view.assessment.id, version: view.assessment.version }}
      respondent="CONTRACTOR"
      questionSet={questionSet}
      opening={contractorOpeningOf(view)}
      closable={false}
      onFinished={(outcome) => {
        if (outcome === 'submitted') setSubmitted(true)
        else void navigate({ to: '/sds-hub' })
      }}
    />
  )
}

const Notice = ({ title, children }: { title: string; children: string }) => (
  <section aria-labelledby="contractor-questions-notice" className={card()}>
    <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="contractor-questions-notice" className={css({ fontSize: 'xl', fontWeight: '700' })}>
        {title}
      </h2>
      <p>{children}</p>
      <p>
        <Link to="/sds-hub" className={link()}>
          Back to your SDS Hub
        </Link>
      </p>
    </div>
  </section>
)

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' },
  gap: '6',
  alignItems: 'start',
})

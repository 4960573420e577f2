// The contractor's side of /sds-hub/complete-questions/{engagementId}, loaded beside the engagement (see
// contractor-questions-page.tsx): their questionnaire, or what shows once it is submitted or has nothing to answer.
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { CONTRACTOR_PORTAL_MESSAGES, type ContractorEngagementView } from '#domain/contractor-portal'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import type { PublishedQuestionSet } from './api/get-question-set'
import { contractorOpeningOf, contractorQuestionsViewOf } from './contractor-view'
import { Questionnaire } from './questionnaire'

export const ContractorQuestions = ({
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

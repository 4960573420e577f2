// /sds-hub/complete-questions/{engagementId}: the contractor answers their own questions (rules
// questionnaire.screen, result.panel, sds-hub.screen, questionnaire.flow). The same questionnaire as the client's, with
// the contractor as its viewer: categories without a question of theirs are skipped, the rest page with a progress bar,
// Save progress and Submit send submitted_by CONTRACTOR, and leaving with unsaved answers asks first.
import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useContractorEngagement } from './api/get-contractor-engagement'
import { questionSetQueryOptions } from './api/get-question-set'
import { EngagementFacts } from './engagement-facts'

// The questionnaire (its panels, dialogs and the portal's messages) loads beside the engagement, from the route's
// loader: the page keeps the line "Loading the questions…" it shows while they load until its code has come too.
export const contractorQuestions = loadedOnce(() => import('./contractor-questions'))

export const CONTRACTOR_QUESTIONS_TITLE = 'Complete Questions'

export const ContractorQuestionsPage = ({ engagementId }: { engagementId: string }) => {
  const view = useContractorEngagement(engagementId)
  const questionSet = useQuery({
    ...questionSetQueryOptions(view.data?.assessment.question_set_id ?? ''),
    enabled: view.data !== undefined,
  })
  const loaded = contractorQuestions.useLoaded()
  const failed = view.isError || questionSet.isError
  return (
    <Page title={CONTRACTOR_QUESTIONS_TITLE} description="Answer the questions your client has asked you.">
      {failed ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          This engagement could not be loaded. Reload the page to try again.
        </p>
      ) : !view.data || !questionSet.data || !loaded ? (
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
          <loaded.ContractorQuestions view={view.data} questionSet={questionSet.data} />
        </div>
      )}
    </Page>
  )
}

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' },
  gap: '6',
  alignItems: 'start',
})

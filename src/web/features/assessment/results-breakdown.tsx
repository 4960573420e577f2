// "Results breakdown": the result of each category, folded away until asked for (rule result.panel).
import type { CategoryResult } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import * as Collapsible from '../../ui/collapsible'
import { ChevronRightIcon } from '../../ui/icons'
import { ResultBadge } from '../../ui/result-badge'

export const ResultsBreakdown = ({ categories }: { categories: readonly CategoryResult[] }) => (
  <Collapsible.Root>
    <Collapsible.Trigger>
      <ChevronRightIcon size={18} />
      Results breakdown
    </Collapsible.Trigger>
    <Collapsible.Content>
      {categories.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No category results were recorded for this assessment.</p>
      ) : (
        <table className={table}>
          <caption className={css({ srOnly: true })}>Result of each category</caption>
          <thead>
            <tr>
              <th scope="col" className={headerCell}>
                Category
              </th>
              <th scope="col" className={headerCell}>
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.category_id} className={row}>
                <th scope="row" className={cell}>
                  {category.category_title}
                </th>
                <td className={cell}>
                  <ResultBadge result={category.result} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Collapsible.Content>
  </Collapsible.Root>
)

const table = css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm' })
const headerCell = css({
  textAlign: 'start',
  fontWeight: '600',
  color: 'fg.muted',
  bg: 'bg.subtle',
  px: '3',
  py: '2',
})
const row = css({ borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'border.default' })
const cell = css({ textAlign: 'start', fontWeight: '500', px: '3', py: '2', verticalAlign: 'top' })

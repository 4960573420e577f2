// "Results breakdown": the result of each category, folded away until asked for (spec part 2 §2 screen 6).
import { Collapsible } from '@ark-ui/react/collapsible'
import type { CategoryResult } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { ChevronRightIcon } from '../../ui/icons'
import { ResultBadge } from './result-badge'

export const ResultsBreakdown = ({ categories }: { categories: readonly CategoryResult[] }) => (
  <Collapsible.Root className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
    <Collapsible.Trigger className={trigger}>
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

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  alignSelf: 'flex-start',
  fontWeight: '700',
  color: 'accent.text',
  cursor: 'pointer',
  borderRadius: 'sm',
  '& svg': { transition: 'transform 120ms' },
  '&[data-state=open] svg': { transform: 'rotate(90deg)' },
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})
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

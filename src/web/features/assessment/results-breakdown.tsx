// "Results breakdown": the result of each category, folded away until asked for (rule result.panel).
import type { CategoryResult } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import * as Collapsible from '../../ui/collapsible'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { ChevronRightIcon } from '../../ui/icons'
import { ResultBadge } from '../../ui/result-badge'

const COLUMNS: ListColumn<CategoryResult>[] = [
  // The category names the row: its result is read against it.
  { id: 'category', header: 'Category', accessorFn: (row) => row.category_title, meta: { rowHeader: true } },
  { id: 'result', header: 'Result', cell: ({ row }) => <ResultBadge result={row.original.result} /> },
]

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
        <DataTable
          caption="Result of each category"
          columns={COLUMNS}
          rows={categories}
          getRowId={(row) => row.category_id}
          empty={null}
        />
      )}
    </Collapsible.Content>
  </Collapsible.Root>
)

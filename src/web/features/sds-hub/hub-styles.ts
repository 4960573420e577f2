// The SDS hub's shared looks: each area's frame and heading, its empty state, the Archived marker.
import { css } from '../../../../styled-system/css'

export const area = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const areaHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
})
export const areaTitle = css({ fontSize: 'xl', fontWeight: '700' })
export const emptyText = css({
  color: 'fg.muted',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  p: '5',
})
export const archivedBadge = css({
  ms: '2',
  px: '1.5',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border.strong',
  fontSize: 'xs',
  fontWeight: '600',
  color: 'fg.muted',
  verticalAlign: 'middle',
})

import { describe, expect, it } from 'vitest'
import { canOpenRoute, isNavItemActive, NAV_ITEMS } from '#domain/navigation'
import { REVIEWER_LINK_ROLE, ROLE } from '#domain/roles'
import { isEngagementId } from '../../src/web/features/process/api/get-engagement-audit'
import { formatUkDateTime } from '../../src/web/features/process/format-time'

const PROCESS_ROUTES = ['/process', '/process/$machineId', '/process/engagement'] as const

describe('the /process routes', () => {
  it('open to every signed-in organisation user, whatever their roles, and to nobody else', () => {
    for (const route of PROCESS_ROUTES) {
      expect(canOpenRoute(route, { sessionRole: 'organisationUser', roles: [] }), route).toBe(true)
      expect(canOpenRoute(route, { sessionRole: 'organisationUser', roles: [ROLE.readOnlyFullTool] }), route).toBe(true)
      expect(canOpenRoute(route, { sessionRole: 'contractor', roles: [ROLE.contractor] }), route).toBe(false)
      expect(canOpenRoute(route, { sessionRole: REVIEWER_LINK_ROLE, roles: [] }), route).toBe(false)
      expect(canOpenRoute(route, { sessionRole: null, roles: [ROLE.providerAdmin] }), route).toBe(false)
    }
  })

  it('keep the Process item highlighted on a machine and on an engagement history', () => {
    const process = NAV_ITEMS.find((item) => item.id === 'process')!
    for (const pathname of ['/process', '/process/session', '/process/engagement'])
      expect(isNavItemActive(process, pathname), pathname).toBe(true)
    expect(isNavItemActive(process, '/processes')).toBe(false)
  })

  it('take only a UUID as the engagement to show', () => {
    expect(isEngagementId('cd033cfd-3ada-4522-b240-004ce5fe53f8')).toBe(true)
    expect(isEngagementId('42')).toBe(false)
    expect(isEngagementId('cd033cfd-3ada-4522-b240-004ce5fe53f8/../x')).toBe(false)
  })

  it('write times as UK time in en-GB, across the change to summer time', () => {
    expect(formatUkDateTime('2026-01-15T09:05:00.000Z')).toBe('15 Jan 2026, 09:05:00')
    expect(formatUkDateTime('2026-07-15T09:05:00.000Z')).toBe('15 Jul 2026, 10:05:00')
    expect(formatUkDateTime('not a date')).toBe('not a date')
  })
})

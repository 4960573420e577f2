// Without a Companies House key the portal still lets people try the company search, against a small
// made-up register. Its numbers start with DM, a prefix Companies House does not issue, so a demonstration
// company can never be mistaken for a real one; the answer says `demonstration` and the screen says so too.
import type { Company } from '#domain/companies'
import { type CompaniesRegister, normaliseCompanyNumber, SEARCH_LIMIT } from './companies-register.ts'

export const DEMO_COMPANIES: readonly Company[] = [
  { company_number: 'DM000101', company_name: 'WALSH DIGITAL CONSULTING LTD' },
  { company_number: 'DM000102', company_name: 'BENNETT DATA SERVICES LTD' },
  { company_number: 'DM000103', company_name: 'ROBERTS ENGINEERING SOLUTIONS LTD' },
  { company_number: 'DM000104', company_name: 'NORTHERN LIGHTS SOFTWARE LTD' },
  { company_number: 'DM000105', company_name: 'THAMES VALLEY ANALYTICS LTD' },
  { company_number: 'DM000106', company_name: 'PENNINE CLOUD SERVICES LTD' },
  { company_number: 'DM000107', company_name: 'HARBOUR PROJECT MANAGEMENT LTD' },
  { company_number: 'DM000108', company_name: 'KESTREL SECURITY CONSULTANTS LTD' },
  { company_number: 'DM000109', company_name: 'CEDAR INTERIM FINANCE LTD' },
  { company_number: 'DM000110', company_name: 'MERSEY DELIVERY PARTNERS LTD' },
  { company_number: 'DM000111', company_name: 'ORCHARD UX DESIGN LTD' },
  { company_number: 'DM000112', company_name: 'SEVERN TECHNICAL SERVICES LTD' },
]

export const demoRegister = (companies: readonly Company[] = DEMO_COMPANIES): CompaniesRegister => ({
  source: 'demonstration',
  async byNumber(number) {
    const wanted = normaliseCompanyNumber(number)
    return companies.filter((company) => company.company_number.startsWith(wanted)).slice(0, SEARCH_LIMIT)
  },
  async byName(name) {
    const words = name.toUpperCase().split(/\s+/).filter(Boolean)
    return companies
      .filter((company) => words.every((word) => company.company_name.toUpperCase().includes(word)))
      .slice(0, SEARCH_LIMIT)
  },
})

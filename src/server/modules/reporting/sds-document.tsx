// The status determination statement (s.61NA ITEPA 2003; HMRC ESM10013): the client's conclusion, stated
// plainly, with the reasons for it and enough of what was considered for the worker to understand and
// challenge it, the dates it was made and applies from, and how to disagree (s.61T).
import type { EngagementRecord } from '#domain/assessments'
import { utcDay } from '#domain/days'
import { DISPUTE_RESPONSE_DAYS } from '#domain/dispute-clock'
import { formatDay, formatOptionalDay, formatUkDay } from './document-format.ts'
import type { DocumentInput } from './document-input.ts'
import {
  Callout,
  DocumentTitle,
  Fields,
  Paragraph,
  PortalDocument,
  ReasonList,
  renderPdf,
  Section,
} from './pdf-parts.tsx'

type Conclusion = NonNullable<DocumentInput['conclusion']>

/** An SDS must state its conclusion, so here the caller's determination is required. */
export type SdsInput = DocumentInput & {
  conclusion: Conclusion
  /** The day the statement is issued, YYYY-MM-DD. */
  issuedOn: string
  /** 1 for the first statement of the engagement; a replacement after a withdrawal counts up. */
  sdsVersion: number
  /** A preview before sending: marked DRAFT on every page, never stored (docs/pdfs.md). */
  draft?: boolean
}

export const DRAFT_WATERMARK = 'DRAFT'

const MEANING: Record<Conclusion, string> = {
  'Inside IR35':
    'The off-payroll working rules (Chapter 10 of Part 2 of the Income Tax (Earnings and Pensions) Act 2003) apply to this engagement: if the worker provided these services under a contract directly with the client, the worker would be regarded as an employee of the client for income tax and National Insurance purposes. The fee-payer must deduct income tax and National Insurance contributions from its payments for the services.',
  'Outside IR35':
    'The off-payroll working rules (Chapter 10 of Part 2 of the Income Tax (Earnings and Pensions) Act 2003) do not apply to this engagement: if the worker provided these services under a contract directly with the client, the worker would not be regarded as an employee of the client for income tax and National Insurance purposes.',
}

/**
 * The first statement covers the engagement from its start. A replacement, issued after the client
 * withdrew an earlier one (s.61T(2)(b)), applies from the day it is issued: the earlier one covered the time
 * before. Days are YYYY-MM-DD, so they compare as text.
 */
const appliesFrom = (
  engagement: EngagementRecord,
  issuedOn: string,
  sdsVersion: number,
  newSdsFrom?: string | null,
): string => {
  // The client named the day when it withdrew the earlier statement (s.61T(2)(b)): that day stands.
  if (newSdsFrom) return newSdsFrom
  const start = engagement.start_date ? utcDay(engagement.start_date) : issuedOn
  return sdsVersion > 1 && issuedOn > start ? issuedOn : start
}

const disagreement = (client: string) => [
  `If you disagree with this determination, you (the worker) or the fee-payer may make representations to ${client} saying why you believe the conclusion is wrong (section 61T of the Income Tax (Earnings and Pensions) Act 2003). Representations must be made before the final payment is made for the services under this engagement.`,
  `${client} will consider the representations and respond within ${DISPUTE_RESPONSE_DAYS} days beginning with the day it receives them: it will either confirm the determination and give its reasons, or withdraw it and issue a new status determination statement stating the date from which the new determination applies.`,
  'Your tax treatment does not change while your representations are being considered.',
]

const SdsDocument = ({
  engagement,
  assessment,
  client,
  generatedAt,
  conclusion,
  issuedOn,
  sdsVersion,
  newSdsFrom,
  draft,
}: Omit<SdsInput, 'questionSet'>) => (
  <PortalDocument
    title={draft ? 'Status Determination Statement (draft, not issued)' : 'Status Determination Statement'}
    generatedAt={generatedAt}
    watermark={draft ? DRAFT_WATERMARK : undefined}
  >
    <DocumentTitle
      title="Status Determination Statement"
      subtitle="Given under section 61NA of the Income Tax (Earnings and Pensions) Act 2003"
    />
    <Fields
      rows={[
        ['Client', client],
        ['Worker', engagement.contractor_name ?? 'Not recorded'],
        ["Worker's company", engagement.company_name ?? 'Not recorded'],
        ['Agency', engagement.agency],
        ['Engagement', engagement.reference ? `${engagement.name} (${engagement.reference})` : engagement.name],
        ['Role', engagement.role_name],
        [
          'Engagement period',
          `${formatOptionalDay(engagement.start_date)} to ${formatOptionalDay(engagement.end_date)}`,
        ],
        ['Statement version', String(sdsVersion)],
        ['Determination made on', assessment.completed_on ? formatUkDay(assessment.completed_on) : formatDay(issuedOn)],
        ['Statement issued on', formatDay(issuedOn)],
        ['Applies from', formatDay(appliesFrom(engagement, issuedOn, sdsVersion, newSdsFrom))],
        ['Replaces', newSdsFrom ? `Statement version ${sdsVersion - 1}, withdrawn in answer to a dispute` : null],
      ]}
    />
    <Callout text={`Conclusion: ${conclusion}`} detail={MEANING[conclusion]} />
    <Section heading="Reasons for the conclusion">
      <Paragraph
        text={`${client} reached this conclusion from the answers given about the terms of the engagement and how the work is done. Each factor it considered is set out below with what it showed and why.`}
      />
      {assessment.manual_override_reason ? (
        <Paragraph
          text={`The result was reviewed and set by ${assessment.manual_override_by ?? 'a reviewer'}: ${assessment.manual_override_reason}`}
        />
      ) : null}
      <ReasonList reasons={assessment.reasons} />
    </Section>
    {assessment.hmrc_outcome ? (
      <Section heading="HMRC's Check Employment Status for Tax on the same answers">
        <Paragraph text={`${assessment.hmrc_outcome}. ${assessment.hmrc_reason ?? ''}`.trim()} />
      </Section>
    ) : null}
    <Section heading="If you disagree" unbroken>
      {disagreement(client).map((text) => (
        <Paragraph key={text} text={text} />
      ))}
    </Section>
  </PortalDocument>
)

export const renderSds = (input: SdsInput): Promise<Uint8Array> => renderPdf(<SdsDocument {...input} />)

// The exposure's terms on the role and engagement forms (docs/financial-exposure.md): invoicing frequency,
// payment terms, the client's size, whether the worker is a Scottish taxpayer and the deductible expenses a day. Each takes a bound form
// field's value, changes and message.
import { CLIENT_SIZE_LABELS } from '#domain/exposure/liability'
import { INVOICING_FREQUENCIES, INVOICING_LABELS, type InvoicingFrequency } from '#domain/exposure/payments'
import { Checkbox } from '../../ui/checkbox'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import type { ExposureTermsValues } from './exposure-terms'

const INVOICING_OPTIONS = INVOICING_FREQUENCIES.map((value) => ({
  value,
  label: `${INVOICING_LABELS[value]} in arrears`,
}))
const CLIENT_SIZE_OPTIONS = (['public_sector', 'medium_or_large', 'small'] as const).map((value) => ({
  value,
  label: CLIENT_SIZE_LABELS[value],
}))

/** A field's value, changes and message, as the form gives them. */
type TermProps<T> = {
  value: T
  onChange: (value: T) => void
  onBlur: () => void
  error?: string
  readOnly: boolean
}

export const InvoicingFrequencySelect = ({ value, onChange, onBlur, readOnly }: TermProps<InvoicingFrequency>) => (
  // A native select cannot be read-only: one that may not change is disabled.
  <SelectField
    label="Invoicing frequency"
    name="invoicingFrequency"
    options={INVOICING_OPTIONS}
    placeholder="Choose how often the worker's company invoices"
    value={value}
    onChange={(chosen) => onChange(chosen as InvoicingFrequency)}
    onBlur={onBlur}
    disabled={readOnly}
  />
)

export const PaymentTermsInput = ({ readOnly, ...field }: TermProps<string>) => (
  <TextField
    label="Payment terms (days)"
    inputMode="decimal"
    readOnly={readOnly}
    helper="Days from the end of each invoiced period to payment."
    {...field}
  />
)

export const DeductibleExpensesInput = ({ readOnly, ...field }: TermProps<string>) => (
  <TextField
    label="Deductible expenses per working day (optional)"
    prefix="£"
    inputMode="decimal"
    readOnly={readOnly}
    helper="Expenses the worker's company is paid for each day that an employee could have deducted, such as travel to a temporary workplace. They come off the fees before tax. Leave empty for none."
    {...field}
  />
)

export const ClientSizeSelect = ({
  value,
  onChange,
  onBlur,
  readOnly,
}: TermProps<ExposureTermsValues['clientSize']>) => (
  <SelectField
    label="Client's size"
    name="clientSize"
    options={CLIENT_SIZE_OPTIONS}
    placeholder="Not known yet"
    value={value}
    onChange={(chosen) => onChange(chosen as ExposureTermsValues['clientSize'])}
    onBlur={onBlur}
    disabled={readOnly}
  />
)

export const ScottishTaxpayerCheckbox = ({ value, onChange, readOnly }: TermProps<boolean>) => (
  <div>
    <Checkbox checked={value} onCheckedChange={(details) => onChange(details.checked === true)} disabled={readOnly}>
      The worker is a Scottish taxpayer
    </Checkbox>
  </div>
)

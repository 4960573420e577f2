// Which money figures an organisation's settings let a result show. Spec: "Hiding the rate field also hides the
// day rate and financial exposure"; hide_offset hides the offset (it can be switched on only while the rate field
// is hidden, and turning hide_rate_field on resets it, so an organisation may hide the rate yet keep the offset).

export type ExposureSettings = { readonly hideRateField: boolean; readonly hideOffset: boolean }

export type VisibleExposureFigures = {
  readonly dayRate: boolean
  readonly exposure: boolean
  readonly offset: boolean
}

export const visibleExposureFigures = ({ hideRateField, hideOffset }: ExposureSettings): VisibleExposureFigures => ({
  dayRate: !hideRateField,
  exposure: !hideRateField,
  offset: !hideOffset,
})

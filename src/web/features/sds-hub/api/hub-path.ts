// Where the SDS hub's calls go; apart from hub-wire.ts so that a fetcher loads the decoders only beside its request.
export const CONTRACTOR_PORTAL_PATH = '/assessments/contractor-portal'

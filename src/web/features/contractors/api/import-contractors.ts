// POST /api/actors/contractors/import/check and /import (multipart field File): what a CSV file would do, and doing it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { type ContractorImportReport, ContractorImportReport as ReportWire } from '#domain/contractor-import'
import { api } from '../../../api/client'

const post = async (step: 'import' | 'import/check', organisationId: string, file: File) => {
  const body = new FormData()
  body.append('File', file, file.name)
  const path = `/actors/contractors/${step}?org_id=${encodeURIComponent(organisationId)}`
  return Schema.decodeUnknownSync(ReportWire)(await api(path, { method: 'POST', body }))
}

export const checkContractorImport = (organisationId: string, file: File): Promise<ContractorImportReport> =>
  post('import/check', organisationId, file)

export const useImportContractors = (organisationId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => post('import', organisationId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contractors'] }),
  })
}

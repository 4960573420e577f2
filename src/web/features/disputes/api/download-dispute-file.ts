// A dispute's file, fetched with the session's token (or through the party's link) and saved under its name.
import { useMutation } from '@tanstack/react-query'
import type { DisputeFileWire } from '#domain/sds-distribution'
import { api } from '../../../api/client'
import { apiPathOf } from './dispute-target'

const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export const downloadDisputeFile = async (file: DisputeFileWire) =>
  saveBlob(await api<Blob, 'blob'>(apiPathOf(file.url), { responseType: 'blob' }), file.name)

export const useDownloadDisputeFile = () => useMutation({ mutationFn: downloadDisputeFile })

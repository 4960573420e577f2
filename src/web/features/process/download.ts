// Saves text as a file from the browser (the machine exports).
import { saveBlob } from '../../ui/save-blob'

export const downloadText = (filename: string, text: string, type: string) =>
  saveBlob(new Blob([text], { type }), filename)

import { useMutation } from '@tanstack/react-query'
import { apiUrl, schoolCode } from '../../api/client'
import { http } from '../../api/http'
import { fileUrl } from '../../api/image-url'
import { tcResponseSchema, type TcRequest } from '../../api/tc.schema'
import { saveBlob } from '../../components/ui/save-blob'

/** The file name the certificate is saved under (spec section 7). */
export const TC_FILE_NAME = 'tc.jpg'

/** Spec section 8: shown when the certificate request fails. */
export const TC_REQUEST_FAILED_MESSAGE = 'Failed to process your request. Please try again later.'

/** Spec section 8: the browser alert when the certificate image cannot be downloaded. */
export const TC_DOWNLOAD_FAILED_ALERT = 'Failed to download data.'

/** What a request ended in: the certificate was saved, or the request worked but its image could not be fetched. */
export type TcOutcome = 'downloaded' | 'download-failed'

/** POST /api/tc/{code}: the path of the certificate image. Any non-2xx status or a malformed answer rejects. */
async function requestCertificatePath(request: TcRequest): Promise<string> {
  const answer = await http.post(apiUrl(`tc/${schoolCode}`), { json: request }).json<unknown>()
  return tcResponseSchema.parse(answer).data
}

/** GET /api/image?url={path} as a blob, saved as tc.jpg. False when the path is unsafe or the download fails. */
async function downloadCertificate(path: string): Promise<boolean> {
  const url = fileUrl(path)
  if (url === undefined) return false
  try {
    const blob = await http.get(url).blob()
    saveBlob(blob, TC_FILE_NAME)
    return true
  } catch {
    return false
  }
}

/**
 * The Transfer Certificate request: POST the trimmed name and admission number, then download the certificate
 * image as tc.jpg. A failed request is the mutation's error (the form shows TC_REQUEST_FAILED_MESSAGE);
 * a failed download raises the browser alert of spec section 8. `isPending` covers both steps,
 * so the form cannot be submitted twice.
 */
export function useTcDownload() {
  return useMutation({
    mutationKey: ['tc', 'request'],
    mutationFn: async (request: TcRequest): Promise<TcOutcome> => {
      const path = await requestCertificatePath({ name: request.name.trim(), admission: request.admission.trim() })
      if (await downloadCertificate(path)) return 'downloaded'
      window.alert(TC_DOWNLOAD_FAILED_ALERT)
      return 'download-failed'
    },
  })
}

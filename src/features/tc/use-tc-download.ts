import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { apiUrl, schoolCode } from '@/api/backend-request'
import { deadlineOf, withinDeadline } from '@/api/deadline'
import { http } from '@/api/http'
import { mediaUrl } from '@/api/image-url'
import { tcResponseSchema, type TcRequest } from '@/api/tc.schema'
import { saveBlob } from '@/components/ui/save-blob'
import {
  CERTIFICATE_MIME_TYPES,
  CERTIFICATE_SIGNATURE_BYTES,
  certificateFileKind,
  type CertificateFileKind,
} from './certificate-file'

/** The file name the certificate is saved under (spec section 7). */
export const TC_FILE_NAME = 'tc.jpg'

/** A certificate the backend keeps as a PDF is saved as one: under tc.jpg it would not open. */
const TC_PDF_FILE_NAME = 'tc.pdf'

/** Spec section 8: shown when the certificate request fails. */
export const TC_REQUEST_FAILED_MESSAGE: MessageDescriptor = msg`Failed to process your request. Please try again later.`

/** Spec section 8: the browser alert when the certificate image cannot be downloaded. */
const TC_DOWNLOAD_FAILED_ALERT: MessageDescriptor = msg`Failed to download data.`

/** What a request ended in: the certificate was saved (under this name), or its image could not be fetched. */
export type TcOutcome = { status: 'downloaded'; fileName: string } | { status: 'download-failed' }

/** The browser knows it has no network: a request would only fail, so it fails at once. */
class OfflineError extends Error {
  constructor() {
    super('No network connection')
    this.name = 'OfflineError'
  }
}

/** POST /api/tc/{code}: the path of the certificate image. Any non-2xx status or a malformed answer rejects. */
async function requestCertificatePath(request: TcRequest): Promise<string> {
  const answer = await withinDeadline(deadlineOf(undefined), undefined, (signal) =>
    http.post(apiUrl(`tc/${schoolCode}`), { json: request, signal }).json<unknown>(),
  )
  return tcResponseSchema.parse(answer).data
}

/** A downloaded certificate: its bytes and what they are. */
interface CertificateFile {
  bytes: ArrayBuffer
  kind: CertificateFileKind
}

/**
 * GET /api/image?url={path}, within the deadline. Undefined when the path is unsafe, the download fails, or what
 * came is not an image or a PDF of more than 0 bytes (an HTML page, a JSON error, an empty body).
 */
async function downloadCertificate(path: string): Promise<CertificateFile | undefined> {
  const url = mediaUrl(path)
  if (url === undefined) return undefined
  try {
    const bytes = await withinDeadline(deadlineOf(undefined), undefined, async (signal) =>
      (await http.get(url, { signal }).blob()).arrayBuffer(),
    )
    // An empty body matches no signature.
    const kind = certificateFileKind(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, CERTIFICATE_SIGNATURE_BYTES)))
    return kind ? { bytes, kind } : undefined
  } catch {
    return undefined
  }
}

/**
 * The Transfer Certificate request: POST the name and admission number, then download the certificate and save it
 * as tc.jpg (tc.pdf for a PDF). A failed request is the mutation's error (the form shows TC_REQUEST_FAILED_MESSAGE);
 * a failed download raises the browser alert of spec section 8. `isPending` covers both steps, so the form cannot
 * be submitted twice.
 *
 * Offline, the request fails at once with the spec's message (networkMode 'always': Query would otherwise hold it
 * as "paused" with "Requesting…" up until the network came back, and keep it, with the student's name, in the
 * saved cache). Nothing of it is ever saved (query-client.ts saves no mutations).
 */
export function useTcDownload() {
  const { i18n } = useLingui()
  return useMutation({
    mutationKey: ['tc', 'request'],
    networkMode: 'always',
    mutationFn: async (request: TcRequest): Promise<TcOutcome> => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError()
      const path = await requestCertificatePath(request)
      const file = await downloadCertificate(path)
      if (file) {
        const fileName = file.kind === 'pdf' ? TC_PDF_FILE_NAME : TC_FILE_NAME
        saveBlob(new Blob([file.bytes], { type: CERTIFICATE_MIME_TYPES[file.kind] }), fileName)
        return { status: 'downloaded', fileName }
      }
      window.alert(i18n._(TC_DOWNLOAD_FAILED_ALERT))
      return { status: 'download-failed' }
    },
  })
}

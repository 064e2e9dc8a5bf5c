import { magazinePreview } from '@/config/share-page-preview'
import type { PagePreview } from '@/config/share-preview'
import { SCHOOL_NAME } from '@/config/site'
import { msg } from '@lingui/core/macro'
import type { PageLanguage } from '@/config/languages'
import type { MagazineIssue } from '@/content/magazines'

/** What a shared link to an issue's viewer previews as: the issue's session and page count, and its cover. */
export function magazineIssuePreview(issue: MagazineIssue, { i18n }: PageLanguage): PagePreview {
  const { session } = issue
  const pages = issue.pages.length
  return magazinePreview(
    i18n._(msg`The school magazine of ${SCHOOL_NAME} for ${session}: all ${pages} pages to leaf through online.`),
    issue,
  )
}

import { magazinePreview } from '@/config/share-page-preview'
import type { PagePreview } from '@/config/share-preview'
import { SCHOOL_NAME } from '@/config/site'
import type { MagazineIssue } from '@/content/magazines'

/** What a shared link to an issue's viewer previews as: the issue's session and page count, and its cover. */
export function magazineIssuePreview(issue: MagazineIssue): PagePreview {
  return magazinePreview(
    `The school magazine of ${SCHOOL_NAME} for ${issue.session}: all ${issue.pages.length} pages to leaf through online.`,
    issue,
  )
}

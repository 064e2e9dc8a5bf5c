import { pageOf } from './site-map'
import { SCHOOL_NAME } from './site'

/** The document title and description of a page of the site map, for a route's `head`. */
export function pageHead(path: string) {
  const page = pageOf(path)
  const title = page && page.path !== '/' ? `${page.title} | ${SCHOOL_NAME}` : SCHOOL_NAME
  const description =
    page && page.path !== '/'
      ? `${page.title}: ${SCHOOL_NAME}, Station Road, Pilikothi.`
      : `${SCHOOL_NAME}, Station Road, Pilikothi: ICSE and ISC school and college.`
  return { meta: [{ title }, { name: 'description', content: description }] }
}

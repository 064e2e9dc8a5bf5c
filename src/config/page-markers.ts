/**
 * The marks the optional server puts on a page it rendered (server/render-page.ts), which the browser's code reads.
 * Plain strings, with no import: the server's handler reads them without the app's configuration.
 */

/** On `<html>`: the page calls /api/ on the site's own origin, through the server's backend cache (api/base-url.ts). */
export const SAME_ORIGIN_API_ATTRIBUTE = 'data-api-same-origin'

/** On #root: the address (path and query string) the page was rendered for, with its data (main.tsx). */
export const RENDERED_URL_ATTRIBUTE = 'data-rendered-url'

/** The optional server's feeds (server/feeds.ts), named in every page it sends; the Events page offers the calendar. */
export const EVENTS_CALENDAR_PATH = '/events.ics'
export const NEWS_FEED_PATH = '/feed.xml'

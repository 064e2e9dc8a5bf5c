import { createHash } from 'node:crypto'
import { STATIC_MENU_CLASS } from '../src/first-visit/static-menu.ts'
import { APP_START_TEMPLATE_START, APP_START_TEMPLATE_ID } from '../src/shared/page-markup.ts'

/**
 * The app starts after the page's first screen. A page arrives as prerendered HTML whose first screen
 * (text, styles, the images it names) needs no script to show. Left to itself, the browser fetches the app's
 * module script and its modulepreloads at high priority as soon as it reads them, so on a slow phone connection
 * about 130 KB of JavaScript shares the line with the first screen's images, and its evaluation can come before the
 * first paint. So each page's HTML keeps those tags, unchanged, in `<template id="app-start">` (inert: nothing is
 * fetched), and a tiny classic script adds them to the document once the first screen has painted and its images have
 * arrived, or after APP_START_MAX_WAIT_MS at the latest. Until then the page reads as it does without JavaScript,
 * and its menu works without the app (`<html class="static-menu">`, src/first-visit/static-menu.ts).
 * The A/B that keeps it is in docs/performance.md ("Which speed mechanisms earn their place").
 */

/** The template that holds a page's app tags until the first screen is done. */

/** The longest the app waits for the first screen's images: a slow photo must not keep the menu from working. */
export const APP_START_MAX_WAIT_MS = 2000

/**
 * The starter, a classic script (deferred, so it runs once the HTML is parsed). After the next frame has painted it
 * waits for the eager images inside the first screen that are still loading, then copies the template's tags into
 * `<head>` as new elements (a script taken out of a template never runs, one created does).
 */
export const APP_START_SOURCE = `(function () {
  var template = document.getElementById('${APP_START_TEMPLATE_ID}')
  var started = false
  function start() {
    if (started || !template) return
    started = true
    Array.prototype.forEach.call(template.content.children, function (tag) {
      var element = document.createElement(tag.localName)
      Array.prototype.forEach.call(tag.attributes, function (attribute) {
        element.setAttribute(attribute.name, attribute.value)
      })
      document.head.appendChild(element)
    })
  }
  function loadingOnFirstScreen(image) {
    if (image.complete || image.loading === 'lazy') return false
    var box = image.getBoundingClientRect()
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
  }
  function afterFirstScreen() {
    var images = Array.prototype.filter.call(document.images, loadingOnFirstScreen)
    var left = images.length
    if (left === 0) return start()
    images.forEach(function (image) {
      function done() {
        left -= 1
        if (left === 0) start()
      }
      image.addEventListener('load', done)
      image.addEventListener('error', done)
    })
  }
  setTimeout(start, ${APP_START_MAX_WAIT_MS})
  requestAnimationFrame(function () {
    setTimeout(afterFirstScreen, 0)
  })
})()
`

/** The starter's file in the build, named by its content like the other assets (cached for a year). */
export const APP_START_FILE = `assets/app-start-${createHash('sha256').update(APP_START_SOURCE).digest('hex').slice(0, 8)}.js`

/** The tags that start the app: the module script and every modulepreload (the bundler's and the page's own). */
const APP_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g

/** The document's `<html>` tag, without a class of its own. */
const HTML_TAG = /<html\b((?:(?!\bclass=)[^>])*)>/

/**
 * `html` with its app tags moved, unchanged and in order, into the app-start template at the end of `<body>`, the
 * starter (at `starterSrc`, deferred) at the end of `<head>`, where the page's other scripts are (`<body>` holds no
 * script: the hostile-data tests check that nothing in it can run), and the static menu's class on `<html>`.
 */
export function withAppStartAfterFirstScreen(html: string, starterSrc: string): string {
  const tags = html.match(APP_TAG) ?? []
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('the page has no module script to start')
  if (!html.includes('</head>') || !html.includes('</body>')) throw new Error('the page has no </head> or </body>')
  if (!HTML_TAG.test(html)) throw new Error('the page has no <html> tag without a class')
  const rest = html.replace(new RegExp(`[ \\t]*(?:${APP_TAG.source})\\n?`, 'g'), '')
  const template = `${APP_START_TEMPLATE_START}${tags.join('')}</template>`
  return rest
    .replace(HTML_TAG, (_tag, attributes: string) => `<html${attributes} class="${STATIC_MENU_CLASS}">`)
    .replace('</head>', () => `  <script defer src="${starterSrc}"></script>\n  </head>`)
    .replace('</body>', () => `  ${template}\n  </body>`)
}

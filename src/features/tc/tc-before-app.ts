/**
 * A Transfer Certificate request made before the app has started. Every page arrives as prerendered HTML
 * and its app starts after the first screen (build/app-start.ts), up to two seconds later on a slow phone, and then
 * still downloads: for that long the form is on screen, can be filled in and its Submit tapped, with no React behind
 * it. The form's markup makes a native submission harmless (TcForm: `method="dialog"`, no field names), and this
 * early hook keeps the tap: the app then sends the request once it runs (useRequestBeforeApp).
 */

/** Marks the form the early hook looks after (React renders it, so it survives hydration). */
export const TC_FORM_ATTRIBUTE = 'data-tc-form'

/**
 * Set by the early hook on the form when Submit was tapped before the app ran; the app takes it off and sends. React
 * never renders it, so hydration neither sees nor keeps it, and a stylesheet can show that the form is waiting.
 */
export const SUBMIT_WAITING_ATTRIBUTE = 'data-submit-waiting'

/**
 * The early hook: a classic script that runs before the app (the prerender moves a page's inline scripts into a
 * deferred file of its own, build/prerender-plugin.ts, because the Content-Security-Policy allows no inline code).
 * It listens at the window, after every other listener: once the app runs, its own submit handler has already
 * prevented the native submission and the hook does nothing; before that, the hook prevents it and notes the tap.
 * Plain ES5, no dependencies: it must not throw in any browser that runs it, since it shares its file with the
 * router's hydration data.
 */
export const TC_BEFORE_APP_SOURCE = `(function () {
  window.addEventListener('submit', function (event) {
    var form = event.target
    if (event.defaultPrevented || !form || typeof form.hasAttribute !== 'function') return
    if (!form.hasAttribute('${TC_FORM_ATTRIBUTE}')) return
    event.preventDefault()
    form.setAttribute('${SUBMIT_WAITING_ATTRIBUTE}', '')
  })
})()`

/** Whether Submit was tapped on `form` before the app ran; the question takes the note off, so it is answered once. */
export function takeSubmitWaiting(form: HTMLFormElement): boolean {
  if (!form.hasAttribute(SUBMIT_WAITING_ATTRIBUTE)) return false
  form.removeAttribute(SUBMIT_WAITING_ATTRIBUTE)
  return true
}

// @ts-check
// The site search's keystroke timing (issue 21), read only by the browser test that reports it
// (tests/e2e/search.spec.ts; it belongs beside that test): on an open /search with every list loaded, type
// SEARCH_TYPING one letter at a time and time each keystroke, from the input event to the next frame after the
// status line names the new words.

/** What is typed, one keystroke at a time (a phone's typo included: m for n). */
export const SEARCH_TYPING = 'sports evemt'

/**
 * Each keystroke's time in ms (NaN for one whose results never came within 20 s). Keystrokes that leave fewer than
 * two letters, or end in a space, search nothing new and are not timed.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number[]>}
 */
export async function timeSearchKeystrokes(page) {
  /** @type {number[]} */
  const samples = []
  for (let length = 1; length <= SEARCH_TYPING.length; length += 1) {
    const typed = SEARCH_TYPING.slice(0, length)
    if (typed.trim().length < 2 || typed.endsWith(' ')) continue
    samples.push(await page.evaluate(typeAndTime, typed))
  }
  return samples
}

/**
 * In the page: put `text` in the search box as a keystroke would, and resolve with the time until the frame after
 * the status line names it.
 * @param {string} text
 * @returns {Promise<number>}
 */
function typeAndTime(text) {
  return new Promise((resolve) => {
    const box = /** @type {HTMLInputElement | null} */ (document.querySelector('main input[type="search"]'))
    const status = document.querySelector('.site-search__status')
    if (!box || !status) return resolve(Number.NaN)
    const observer = new MutationObserver(() => {
      if (!status.textContent?.includes(`“${text.trim()}”`)) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - start))
    })
    observer.observe(status, { childList: true, subtree: true, characterData: true })
    // React listens for input events and reads the value through the prototype's setter.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    const start = performance.now()
    setValue?.call(box, text)
    box.dispatchEvent(new Event('input', { bubbles: true }))
    setTimeout(() => resolve(Number.NaN), 20_000)
  })
}

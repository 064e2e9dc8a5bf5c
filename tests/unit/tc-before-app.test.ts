import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SUBMIT_WAITING_ATTRIBUTE, TC_BEFORE_APP_SOURCE, takeSubmitWaiting } from '@/features/tc/tc-before-app'

/**
 * The Transfer Certificate form's early hook, run as the prerendered page runs it, before any app: a
 * Submit on the TC form is kept for the app and goes nowhere; once the app's own handler has taken a submission, or
 * on any other form, the hook does nothing.
 */

/** The prerendered form, as the early hook finds it (the mark TcForm renders). */
function prerenderedForm(mark = 'data-tc-form') {
  document.body.innerHTML = `<form method="dialog" ${mark}><input aria-label="Student full name"><button>Submit</button></form>`
  const form = document.querySelector('form')
  if (!form) throw new Error('no form')
  return form
}

/** What the browser does on Submit: a cancelable `submit` event that bubbles to the window. */
function tapSubmit(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return event
}

beforeAll(() => {
  // The hook's file is a classic script: run it as one, once, as the page does.
  const script = document.createElement('script')
  script.textContent = TC_BEFORE_APP_SOURCE
  document.head.appendChild(script)
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the TC form before the app runs', () => {
  it('a Submit is kept for the app and submits nothing natively', () => {
    const form = prerenderedForm()
    expect(tapSubmit(form).defaultPrevented).toBe(true)
    expect(form.hasAttribute(SUBMIT_WAITING_ATTRIBUTE)).toBe(true)
  })

  it('the app takes the kept Submit once', () => {
    const form = prerenderedForm()
    tapSubmit(form)
    tapSubmit(form)
    expect(takeSubmitWaiting(form)).toBe(true)
    expect(takeSubmitWaiting(form)).toBe(false)
    expect(form.hasAttribute(SUBMIT_WAITING_ATTRIBUTE)).toBe(false)
  })

  it('once the app handles its own submissions, the hook leaves them alone', () => {
    const form = prerenderedForm()
    form.addEventListener('submit', (event) => event.preventDefault())
    tapSubmit(form)
    expect(form.hasAttribute(SUBMIT_WAITING_ATTRIBUTE)).toBe(false)
  })

  it('another form (the header search) submits as it always did', () => {
    const form = prerenderedForm('role="search"')
    expect(tapSubmit(form).defaultPrevented).toBe(false)
    expect(form.hasAttribute(SUBMIT_WAITING_ATTRIBUTE)).toBe(false)
  })
})

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type FormEvent } from 'react'
import { TC_BEFORE_APP_SOURCE, TC_FORM_ATTRIBUTE } from './tc-before-app'
import { ADMISSION_NUMBER_MAX_LENGTH, isBlankTcField, STUDENT_NAME_MAX_LENGTH, tcRequestOf } from './tc-request'
import { TC_FILE_NAME, TC_REQUEST_FAILED_MESSAGE, useTcDownload } from './use-tc-download'
import { useFormBeforeApp, type TypedTcFields } from './use-form-before-app'
import './tc.css'

/** Spec section 5: shown when either field is empty (after trimming, and without invisible characters). */
const TC_FIELDS_REQUIRED_MESSAGE: MessageDescriptor = msg`Please fill in all fields`

/** The mark by which the early hook finds the form. */
const TC_FORM_MARK = { [TC_FORM_ATTRIBUTE]: '' }

/**
 * The early hook (tc-before-app.ts), written into the prerendered page only: the prerender moves it into a file of
 * its own, and the browser's render has nothing in its place.
 */
const TcBeforeAppScript = import.meta.env.SSR
  ? () => <script dangerouslySetInnerHTML={{ __html: TC_BEFORE_APP_SOURCE }} />
  : () => null

/**
 * The Transfer Certificate request form: student full name and admission number, both required.
 * What was typed stays in the fields whatever happens; typing clears the message; one request at a time.
 *
 * The name and admission number never go into an address, with JavaScript or without. Only the app sends
 * them, in the body of its POST. The form's own, native submission (a Submit tapped before the app has started, or
 * with JavaScript off) sends nothing anywhere: its method is `dialog`, which outside a dialog neither sends a request
 * nor leaves the page, so what was typed stays on screen for the app to send. And the fields have no `name`, so even
 * a browser that does not know `dialog` (it then submits with GET) has nothing to put in the address. A POST to the
 * page was not chosen: the static host answers it with 405 Not Allowed (nginx), a page of error in place of the form,
 * after the data has travelled to a host that cannot use it.
 */
export function TcForm() {
  const { i18n, t } = useLingui()
  const id = useId()
  const [name, setName] = useState('')
  const [admission, setAdmission] = useState('')
  const [missingFields, setMissingFields] = useState(false)
  const tcDownload = useTcDownload()
  const form = useRef<HTMLFormElement>(null)
  const nameField = useRef<HTMLInputElement>(null)
  const admissionField = useRef<HTMLInputElement>(null)

  const message = missingFields
    ? i18n._(TC_FIELDS_REQUIRED_MESSAGE)
    : tcDownload.isError
      ? i18n._(TC_REQUEST_FAILED_MESSAGE)
      : undefined
  const savedAs = tcDownload.data?.status === 'downloaded' ? tcDownload.data.fileName : undefined
  const messageId = `${id}-message`

  function clearMessage() {
    setMissingFields(false)
    if (!tcDownload.isPending) tcDownload.reset()
  }

  function submit(typed: TypedTcFields) {
    if (tcDownload.isPending) return
    const request = tcRequestOf(typed.name, typed.admission)
    if (request === undefined) {
      tcDownload.reset()
      setMissingFields(true)
      return
    }
    setMissingFields(false)
    tcDownload.mutate(request)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit({ name, admission })
  }

  useFormBeforeApp({
    form,
    name: nameField,
    admission: admissionField,
    onTyped: (typed) => {
      setName(typed.name)
      setAdmission(typed.admission)
    },
    onSubmitWaiting: submit,
  })

  return (
    <form
      ref={form}
      className="tc-form card"
      method="dialog"
      onSubmit={handleSubmit}
      noValidate
      aria-busy={tcDownload.isPending}
      {...TC_FORM_MARK}
    >
      <TcBeforeAppScript />
      <h2 className="tc-form__title">
        <Trans>Request a Transfer Certificate</Trans>
      </h2>
      <p className="tc-form__hint">
        <Trans>
          Enter the student&apos;s full name and admission number. The certificate downloads as an image ({TC_FILE_NAME}
          ).
        </Trans>
      </p>
      <noscript>
        {/* Read without JavaScript, the form cannot send anything (see the form's `method`): say so. */}
        <p className="tc-form__hint">{t`This form needs JavaScript to send the request.`}</p>
      </noscript>
      <div className="tc-form__field">
        <label htmlFor={`${id}-name`}>
          <Trans>Student full name</Trans>
        </label>
        <input
          ref={nameField}
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={STUDENT_NAME_MAX_LENGTH}
          value={name}
          required
          aria-invalid={missingFields && isBlankTcField(name) ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setName(event.target.value)
            clearMessage()
          }}
        />
      </div>
      <div className="tc-form__field">
        <label htmlFor={`${id}-admission`}>
          <Trans>Admission number</Trans>
        </label>
        <input
          ref={admissionField}
          id={`${id}-admission`}
          type="text"
          autoComplete="off"
          inputMode="text"
          maxLength={ADMISSION_NUMBER_MAX_LENGTH}
          value={admission}
          required
          aria-invalid={missingFields && isBlankTcField(admission) ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setAdmission(event.target.value)
            clearMessage()
          }}
        />
      </div>
      <div className="tc-form__messages">
        <div id={messageId} className="tc-form__message" role="alert" aria-atomic="true">
          {message}
        </div>
        <p className="tc-form__status" role="status" aria-live="polite">
          {savedAs ? t`Your certificate has been downloaded as ${savedAs}.` : null}
        </p>
      </div>
      <button type="submit" className="button button--accent tc-form__submit" disabled={tcDownload.isPending}>
        {tcDownload.isPending ? t`Requesting…` : t`Submit`}
      </button>
    </form>
  )
}

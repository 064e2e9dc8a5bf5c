import { useId, useState, type FormEvent } from 'react'
import { ADMISSION_NUMBER_MAX_LENGTH, isBlankTcField, STUDENT_NAME_MAX_LENGTH, tcRequestOf } from './tc-request'
import { TC_FILE_NAME, TC_REQUEST_FAILED_MESSAGE, useTcDownload } from './use-tc-download'
import './tc.css'

/** Spec section 5: shown when either field is empty (after trimming, and without invisible characters). */
const TC_FIELDS_REQUIRED_MESSAGE = 'Please fill in all fields'

/**
 * The Transfer Certificate request form: student full name and admission number, both required.
 * What was typed stays in the fields whatever happens; typing clears the message; one request at a time.
 */
export function TcForm() {
  const id = useId()
  const [name, setName] = useState('')
  const [admission, setAdmission] = useState('')
  const [missingFields, setMissingFields] = useState(false)
  const tcDownload = useTcDownload()

  const message = missingFields
    ? TC_FIELDS_REQUIRED_MESSAGE
    : tcDownload.isError
      ? TC_REQUEST_FAILED_MESSAGE
      : undefined
  const savedAs = tcDownload.data?.status === 'downloaded' ? tcDownload.data.fileName : undefined
  const messageId = `${id}-message`

  function clearMessage() {
    setMissingFields(false)
    if (!tcDownload.isPending) tcDownload.reset()
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (tcDownload.isPending) return
    const request = tcRequestOf(name, admission)
    if (request === undefined) {
      tcDownload.reset()
      setMissingFields(true)
      return
    }
    setMissingFields(false)
    tcDownload.mutate(request)
  }

  return (
    <form className="tc-form card" onSubmit={handleSubmit} noValidate aria-busy={tcDownload.isPending}>
      <h2 className="tc-form__title">Request a Transfer Certificate</h2>
      <p className="tc-form__hint">
        Enter the student&apos;s full name and admission number. The certificate downloads as an image ({TC_FILE_NAME}).
      </p>
      <div className="tc-form__field">
        <label htmlFor={`${id}-name`}>Student full name</label>
        <input
          id={`${id}-name`}
          name="name"
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
        <label htmlFor={`${id}-admission`}>Admission number</label>
        <input
          id={`${id}-admission`}
          name="admission"
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
          {savedAs ? `Your certificate has been downloaded as ${savedAs}.` : null}
        </p>
      </div>
      <button type="submit" className="button button--accent tc-form__submit" disabled={tcDownload.isPending}>
        {tcDownload.isPending ? 'Requesting…' : 'Submit'}
      </button>
    </form>
  )
}

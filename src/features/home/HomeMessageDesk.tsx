import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { principalMessagesQuery } from '@/api/principal-message.queries'
import { PRINCIPAL_CATEGORY } from '@/api/principal-message.schema'
import { DataBoundary } from '@/components/ui/DataBoundary'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { htmlToText } from '@/shared/sanitize-html'
import { MESSAGE_DESK_PREVIEW_CHARS } from '@/content/home'
import { PRINCIPAL_MESSAGE_FALLBACK } from '@/content/principal-message'
import { useContentText } from '@/components/ui/ContentText'
import { firstInCategory } from '@/selectors/category'

/** Text cut to about `max` characters at a word boundary, with an ellipsis when it was cut. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,.;:]+$/, '')}…`
}

/** Plain text of the message; a space after each block or line break keeps "end.</p><p>Next" as two words. */
const messageText = (html: string) => htmlToText(html.replace(/<\/(?:p|div|li|h[1-6])\s*>|<br\s*\/?>/gi, '$& '))

/**
 * Message Desk: the principal's message (category Principal), sanitised to plain text, shortened, linking to
 * /PrincipalMessage. A failed call is logged and the static fallback text shows (spec section 8).
 */
export function HomeMessageDesk() {
  // Saved data that breaks the message (of the wrong shape) shows the static fallback, as a failed call does.
  return (
    <DataBoundary fallback={<MessageDeskContent ignoreData />}>
      <MessageDeskContent />
    </DataBoundary>
  )
}

/** `ignoreData`: the static fallback whatever the call gave. */
function MessageDeskContent({ ignoreData = false }: { ignoreData?: boolean }) {
  const query = useQuery(principalMessagesQuery())
  const message = !ignoreData && query.data ? firstInCategory(query.data, PRINCIPAL_CATEGORY) : undefined

  useEffect(() => {
    if (query.isError) console.warn('[data] principal message could not be loaded:', query.error.message)
  }, [query.isError, query.error])

  // The school's own words while the backend has no message: in the page's language where the content has it.
  const inPageLanguage = useContentText()
  const fallback = useMemo(
    () => ({
      text: PRINCIPAL_MESSAGE_FALLBACK.paragraphs.map((paragraph) => inPageLanguage(paragraph).text).join(' '),
      name: inPageLanguage(PRINCIPAL_MESSAGE_FALLBACK.name).text,
      designation: inPageLanguage(PRINCIPAL_MESSAGE_FALLBACK.designation).text,
    }),
    [inPageLanguage],
  )
  const text = useMemo(
    () => shorten(message ? messageText(message.message) : fallback.text, MESSAGE_DESK_PREVIEW_CHARS),
    [message, fallback],
  )
  const name = message ? (message.name ?? fallback.name) : fallback.name
  const designation = message ? message.designation : fallback.designation

  return (
    <section className="home-section home-message" aria-labelledby="home-message-title">
      <div className="container">
        <h2 id="home-message-title" className="home-section__title">
          <Trans>Message Desk</Trans>
        </h2>
        {query.isPending ? (
          <p role="status" className="loading">
            <Trans>Loading the principal&apos;s message…</Trans>
          </p>
        ) : (
          <article className="card home-message__card">
            <PersonPhoto attachments={message?.attachments ?? []} name={name} width={180} height={210} />
            <div>
              <h3 className="home-message__heading">
                <Trans>Principal&apos;s Message</Trans>
              </h3>
              <p className="home-message__text">{text}</p>
              <p className="home-message__signature">
                <strong>{name}</strong>
                {designation ? <>, {designation}</> : null}
              </p>
              <Link to="/PrincipalMessage" className="button">
                <Trans>
                  Read More<span className="visually-hidden"> of the principal&apos;s message</span>
                </Trans>
              </Link>
            </div>
          </article>
        )}
      </div>
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { principalMessagesQuery } from '@/api/principal-message.queries'
import { PRINCIPAL_CATEGORY } from '@/api/principal-message.schema'
import { DataBoundary } from '@/components/ui/DataBoundary'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { NeedsJavaScript } from '@/components/ui/QuerySection'
import { SafeHtml } from '@/components/ui/SafeHtml'
import { PRINCIPAL_MESSAGE_FALLBACK } from '@/content/principal-message'
import { firstInCategory } from '@/selectors/category'
import { useMayShowData } from '@/components/ui/html-data'
import { ContentText, useContentText } from '@/components/ui/ContentText'

/** The principal's message (category Principal only, sanitised), or the static fallback when the call fails or is empty. */
export function PrincipalMessageView() {
  // Saved data that breaks the message (of the wrong shape) shows the static fallback, as a failed call does.
  return (
    <DataBoundary fallback={<PrincipalMessageContent ignoreData />}>
      <PrincipalMessageContent />
    </DataBoundary>
  )
}

/** `ignoreData`: the static fallback whatever the call gave. */
function PrincipalMessageContent({ ignoreData = false }: { ignoreData?: boolean }) {
  const { t } = useLingui()
  const inPageLanguage = useContentText()
  const query = useQuery(principalMessagesQuery())
  const message = !ignoreData && query.data ? firstInCategory(query.data, PRINCIPAL_CATEGORY) : undefined

  useEffect(() => {
    // Spec section 8: a failed principal-message fetch is logged only; the visitor sees the fallback text.
    if (query.isError) console.warn('[data] principal message could not be loaded:', query.error.message)
  }, [query.isError, query.error])

  // The prerendered page, and the render that hydrates it, show the loading state (saved data shows next); a page
  // the server rendered with the message shows it.
  const mayShowData = useMayShowData(query)
  if (!mayShowData || query.isPending) {
    return (
      <p role="status" className="loading">
        <span className="loading__progress">
          <Trans>Loading the principal&apos;s message…</Trans>
        </span>
        <NeedsJavaScript />
      </p>
    )
  }

  if (!message) {
    return (
      <article className="principal-message">
        <PersonPhoto attachments={[]} name={inPageLanguage(PRINCIPAL_MESSAGE_FALLBACK.name).text} />
        <div className="principal-message__body">
          {PRINCIPAL_MESSAGE_FALLBACK.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <ContentText text={paragraph} />
            </p>
          ))}
          <p className="principal-message__signature">
            <strong>
              <ContentText text={PRINCIPAL_MESSAGE_FALLBACK.name} />
            </strong>
            <br />
            <ContentText text={PRINCIPAL_MESSAGE_FALLBACK.designation} />
          </p>
        </div>
      </article>
    )
  }

  const name = message.name ?? t`The Principal`
  return (
    <article className="principal-message">
      <PersonPhoto attachments={message.attachments} name={name} />
      <div className="principal-message__body">
        <SafeHtml html={message.message} className="rich-text" />
        <p className="principal-message__signature">
          <strong>{name}</strong>
          {message.designation ? (
            <>
              <br />
              {message.designation}
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}

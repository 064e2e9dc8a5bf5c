import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { firstFileUrl } from '@/api/image-url'
import { onlineRegistrationQuery } from '@/api/online-registration.queries'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { ONLINE_REGISTRATION_URL } from '@/config/site'
import { useMayShowData } from '@/components/ui/html-data'

/**
 * The online-registration banner: shown only when the registration call returns records, in the page's flow just below
 * the slider (laid over the slider, it hid 57 % of the first slide on a phone). Its answer comes after the
 * first paint, so the prerendered page keeps the banner's room (`.home-registration-slot`): when the banner arrives it
 * fills that room and nothing on screen moves.
 */
export function HomeRegistrationBanner() {
  const { t } = useLingui()
  const query = useQuery(onlineRegistrationQuery())

  useEffect(() => {
    // Spec section 8: a failed online-registration fetch is logged only; the banner simply does not show.
    if (query.isError) console.warn('[data] online registration could not be loaded:', query.error.message)
  }, [query.isError, query.error])

  // Nothing in the prerendered page, nor in the render that hydrates it (saved data shows in the next one); a page
  // the server rendered with the answer has the banner.
  const records = (useMayShowData(query) ? query.data : undefined) ?? []
  const instructions = records.map((record) => firstFileUrl(record.attachments)).find((url) => url !== undefined)

  return (
    <div className="home-registration-slot">
      {records.length > 0 ? (
        <aside className="home-registration" aria-label={t`Online registration`}>
          <div className="container home-registration__inner">
            <p className="home-registration__text">
              <strong>
                <Trans>Online registration is open.</Trans>
              </strong>{' '}
              <span className="home-registration__more">
                <Trans>Register your child for the new session online.</Trans>
              </span>
            </p>
            <div className="home-registration__actions">
              <ExternalLink className="button button--accent" href={ONLINE_REGISTRATION_URL}>
                <Trans>Register Online</Trans>
              </ExternalLink>
              {instructions ? (
                <ExternalLink className="button home-registration__instructions" href={instructions}>
                  <Trans>Read Instructions</Trans>
                </ExternalLink>
              ) : null}
            </div>
          </div>
        </aside>
      ) : null}
    </div>
  )
}

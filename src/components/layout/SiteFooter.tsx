import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { COPYRIGHT_START_YEAR } from '@/config/constants'
import { ADDRESS_LINES, APP_STORE_LINKS, SCHOOL_NAME } from '@/config/site'
import { MENU_LABELS } from '@/config/menu-labels'
import { FOOTER_QUICK_LINKS } from '@/config/menus'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { SchoolMap } from '@/components/ui/SchoolMap'
import { ContactList } from './ContactList'
import './site-footer.css'
import { ContentText } from '@/components/ui/ContentText'
import '@/content/school-hindi'

/** The year never changes under an open page: nothing to subscribe to. */
const subscribeToNothing = () => () => undefined
const yearNow = () => new Date().getFullYear()
const buildYear = () => __BUILD_YEAR__

/**
 * This year, in the browser. The prerendered HTML says the build's year, and so does the render that hydrates it
 * (React uses the server value there); the year is then corrected in the next render if it has changed since.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(subscribeToNothing, yearNow, buildYear)
}

export function SiteFooter() {
  const { i18n, t } = useLingui()
  const currentYear = useCurrentYear()
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading">
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="footer-links">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{i18n._(MENU_LABELS[item.label])}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading">
            <Trans>Contact</Trans>
          </h2>
          <address>
            {SCHOOL_NAME}
            {ADDRESS_LINES.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <ContactList className="footer-contacts" />
          <h2 className="footer-apps-heading">
            <Trans>Parent app</Trans>
          </h2>
          <ul className="app-store-links">
            {APP_STORE_LINKS.map((store) => (
              <li key={store.href}>
                <ExternalLink href={store.href}>
                  <ContentText text={store.name} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-map-heading">
          <h2 id="footer-map-heading">
            <Trans>Find us</Trans>
          </h2>
          <SchoolMap
            className="footer-map"
            title={t`Map of the school at Station Road, Pilikothi`}
            width={400}
            height={220}
            linkText={t`Open a larger map`}
          />
        </section>
      </div>
      <p className="copyright">
        © {COPYRIGHT_START_YEAR}–{currentYear} {SCHOOL_NAME}. <Trans>All rights reserved.</Trans>
      </p>
    </footer>
  )
}

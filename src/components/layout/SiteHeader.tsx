import { Link } from '@tanstack/react-router'
import { CONTACT_EMAIL, FEE_PORTAL_URL, PHONES, SCHOOL_NAME, SOCIAL_LINKS } from '@/config/site'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { SocialIcon } from '@/components/ui/SocialIcon'
import { MainMenu } from './MainMenu'

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="top-strip">
        <div className="container top-strip__inner">
          <ul className="social-links" aria-label="Social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.name} (opens in a new tab)`}
                >
                  <SocialIcon icon={social.icon} />
                </a>
              </li>
            ))}
          </ul>
          <ul className="header-contacts">
            {PHONES.map((phone) => (
              <li key={phone.dial}>
                <a href={`tel:${phone.dial}`} aria-label={`${phone.label}: ${phone.display}`}>
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container brand-row">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width="56" height="56" />
          <span className="brand__name">{SCHOOL_NAME}</span>
          <span className="visually-hidden">, home page</span>
        </Link>
        <div className="brand-row__actions">
          <ExternalLink href={FEE_PORTAL_URL} className="button button--accent">
            Online Fee Payment
          </ExternalLink>
          <Link to="/magazine" className="button">
            School Magazine
          </Link>
        </div>
      </div>
      <MainMenu />
    </header>
  )
}

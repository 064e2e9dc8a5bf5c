import { useLingui } from '@lingui/react/macro'
import { SOCIAL_LINKS } from '@/config/site'
import { SocialIcon } from '@/components/ui/SocialIcon'
import { ContactList } from './ContactList'

/**
 * The header's social-media icons, phone numbers and e-mail (spec section 1): in the top strip at 991 px and wider,
 * in the opened menu on a phone (MainMenu.tsx), where the compact header has no top strip. CSS shows one of the two.
 */
export function HeaderContactLinks() {
  const { t } = useLingui()
  return (
    <>
      <ul className="social-links" aria-label={t`Social media`}>
        {SOCIAL_LINKS.map((social) => (
          <li key={social.name}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`${social.name} (opens in a new tab)`}
            >
              <SocialIcon icon={social.icon} />
            </a>
          </li>
        ))}
      </ul>
      <ContactList className="header-contacts" />
    </>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { SchoolMap } from '@/components/ui/SchoolMap'
import { ADDRESS_LINES, ADMISSIONS_EMAIL, CONTACT_EMAIL, PHONES, SCHOOL_NAME } from '@/config/site'
import { CONTACT_INTRO, CONTACT_MAP_TITLE } from '@/content/contact'
// The Hindi of the page's text and of the phones' labels (contact.ts and school.ts stay plain for Node).
import '@/content/contact-hindi'
import '@/content/school-hindi'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import './static-pages.css'

/** Address, phones (tel: links), e-mails (mailto: links) and the map of the school. */
export function ContactDetails() {
  const { t } = useLingui()
  const inPageLanguage = useContentText()
  return (
    <div className="contact">
      <p>
        <ContentText text={CONTACT_INTRO} />
      </p>
      <div className="contact__grid">
        <section>
          <h2>
            <Trans>Address</Trans>
          </h2>
          <address>
            {SCHOOL_NAME}
            {ADDRESS_LINES.map((line) => (
              <span key={line} className="contact__line">
                {line}
              </span>
            ))}
          </address>
        </section>
        <section>
          <h2>
            <Trans>Phone</Trans>
          </h2>
          <ul className="contact__list">
            {PHONES.map((phone) => (
              <li key={phone.dial}>
                <ContentText text={phone.label} />: <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>
            <Trans>E-mail</Trans>
          </h2>
          <ul className="contact__list">
            <li>
              <Trans>
                General enquiries: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </Trans>
            </li>
            <li>
              <Trans>
                Admissions: <a href={`mailto:${ADMISSIONS_EMAIL}`}>{ADMISSIONS_EMAIL}</a>
              </Trans>
            </li>
          </ul>
        </section>
      </div>
      <section className="contact__map">
        <h2>
          <Trans>Map</Trans>
        </h2>
        <SchoolMap
          title={inPageLanguage(CONTACT_MAP_TITLE).text}
          width={800}
          height={360}
          linkText={t`View a larger map`}
        />
      </section>
    </div>
  )
}

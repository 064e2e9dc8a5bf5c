import { SchoolMap } from '@/components/ui/SchoolMap'
import { ADDRESS_LINES, ADMISSIONS_EMAIL, CONTACT_EMAIL, PHONES, SCHOOL_NAME } from '@/config/site'
import { CONTACT_INTRO, CONTACT_MAP_TITLE } from '@/content/contact'
import './static-pages.css'

/** Address, phones (tel: links), e-mails (mailto: links) and the map of the school. */
export function ContactDetails() {
  return (
    <div className="contact">
      <p>{CONTACT_INTRO}</p>
      <div className="contact__grid">
        <section>
          <h2>Address</h2>
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
          <h2>Phone</h2>
          <ul className="contact__list">
            {PHONES.map((phone) => (
              <li key={phone.dial}>
                {phone.label}: <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>E-mail</h2>
          <ul className="contact__list">
            <li>
              General enquiries: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>
              Admissions: <a href={`mailto:${ADMISSIONS_EMAIL}`}>{ADMISSIONS_EMAIL}</a>
            </li>
          </ul>
        </section>
      </div>
      <section className="contact__map">
        <h2>Map</h2>
        <SchoolMap title={CONTACT_MAP_TITLE} width={800} height={360} linkText="View a larger map" />
      </section>
    </div>
  )
}

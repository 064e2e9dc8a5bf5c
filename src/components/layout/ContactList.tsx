import { ContentText } from '@/components/ui/ContentText'
import { CONTACT_EMAIL, PHONES } from '@/config/site'
import '@/content/school-hindi'

/**
 * The school's phone numbers, each read with its label ("Main office: +91 5442 220 100"), and its e-mail, as a list:
 * the header's (top strip, or the phone's opened menu) and the footer's, each styled by its `className`.
 */
export function ContactList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {PHONES.map((phone) => (
        <li key={phone.dial}>
          <a href={`tel:${phone.dial}`}>
            <span className="visually-hidden">
              <ContentText text={phone.label} />:{' '}
            </span>
            {phone.display}
          </a>
        </li>
      ))}
      <li>
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </li>
    </ul>
  )
}

import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { FEE_PORTAL_URL } from '@/config/site'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { LanguageSwitch } from './LanguageSwitch'

interface HeaderActionsProps {
  /** Called when the magazine link is followed (the phone's menu folds itself away). */
  onNavigate?: () => void
}

/**
 * The Online Fee Payment and School Magazine buttons (spec section 1) and the language switch: beside the school's
 * name at 991 px and wider, in the opened menu on a phone (MainMenu.tsx). CSS shows one of the two.
 */
export function HeaderActions({ onNavigate }: HeaderActionsProps) {
  return (
    <>
      <ExternalLink href={FEE_PORTAL_URL} className="button button--accent">
        <Trans>Online Fee Payment</Trans>
      </ExternalLink>
      <Link to="/magazine" className="button" onClick={onNavigate}>
        <Trans>School Magazine</Trans>
      </Link>
      <LanguageSwitch />
    </>
  )
}

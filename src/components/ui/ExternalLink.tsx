import { useLingui } from '@lingui/react/macro'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string
  children: ReactNode
}

/** A link that opens in a new tab, always with rel="noopener noreferrer", and says so to screen readers. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const { t } = useLingui()
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{` ${t`(opens in a new tab)`}`}</span>
    </a>
  )
}

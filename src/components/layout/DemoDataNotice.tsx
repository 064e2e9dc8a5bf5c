import { Trans } from '@lingui/react/macro'
import { config } from '@/config/env'

/** A build without a backend shows its bundled demo data; say so, so nobody mistakes it for the school's. */
export function DemoDataNotice() {
  if (!config.mocking) return null
  return (
    <p className="demo-notice" role="note">
      <Trans>Demo data: this build shows sample content, not the school&apos;s own.</Trans>
    </p>
  )
}

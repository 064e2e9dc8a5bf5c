import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { useLang } from '@/components/layout/use-lang'
import { SHARE_NAME_MAX_LENGTH } from '@/config/constants'
import { publicPathOf } from '@/config/languages'
import { buildShareUrl, sharedItemOf, shortText, whatsAppShareUrl } from '@/selectors/share-url'
import { copyText } from './clipboard'
import { ExternalLink } from './ExternalLink'
import { TEXT, withText } from './message-text'
import { canWebShare, webShare, type SharedItem } from './web-share'
import './share.css'

interface ShareControlProps {
  /** What is shared, in the visitor's words (backend text: React escapes it). */
  title: string
  /** The share sheet's message; the title when not given. */
  text?: string
  /**
   * The page to share, a path of ours with its search and hash ("/News?year=2026#news-x"): made absolute on the
   * current origin when shared, in the page's language (`/hi/News…` from a Hindi page). Without it, the page the
   * visitor is on, with its filters.
   */
  path?: string
}

/** How long "Link copied" stays (the last second fades, in share.css). */
const LINK_COPIED_MS = 4000

// Whether the browser has a share sheet never changes during a visit: nothing to subscribe to.
const subscribeNever = () => () => undefined
const hasShareSheet = () => canWebShare()
// The prerendered HTML cannot know the visitor's browser: it and the first client render say "no share sheet".
const hasShareSheetOnServer = () => false

/** The page the visitor is on (without a hash), when no path is given. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`
}

/**
 * "Share": the browser's share sheet where there is one; elsewhere a small disclosure with WhatsApp and "Copy link"
 * (or, when the clipboard is refused, the link in a selected field to copy by hand). The button names what it
 * shares for screen readers.
 */
export function ShareControl({ title, text, path }: ShareControlProps) {
  const { t } = useLingui()
  const lang = useLang()
  const shareSheet = useSyncExternalStore(subscribeNever, hasShareSheet, hasShareSheetOnServer)
  const [open, setOpen] = useState(false)
  const [url, setUrl] = useState('')
  const [copyByHand, setCopyByHand] = useState(false)
  // The live region appears with the first use, not on every card of a list (sixty regions would be noise), and
  // before its message, so that the message is announced.
  const [used, setUsed] = useState(false)
  // A new object per copy, so a second "Copy link" restarts the timer.
  const [copied, setCopied] = useState<{ at: number } | null>(null)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const byHand = useRef<HTMLInputElement>(null)

  // The link to copy by hand arrives selected, so Ctrl+C (or the phone's Copy) is the one step left.
  useEffect(() => {
    if (!copyByHand) return
    byHand.current?.focus()
    byHand.current?.select()
  }, [copyByHand])

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(null), LINK_COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  // A click or tap elsewhere on the page closes the menu, as menus do.
  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  const share = () => {
    const item: SharedItem = sharedItemOf(
      title,
      text ?? title,
      buildShareUrl(window.location.origin, path === undefined ? currentPath() : publicPathOf(path, lang)),
    )
    if (shareSheet && canWebShare(item)) {
      // A refused share sheet (not a cancel) still leaves the visitor a way: the menu.
      webShare(item).catch(() => {
        setUrl(item.url)
        setUsed(true)
        setOpen(true)
      })
      return
    }
    setUrl(item.url)
    setCopyByHand(false)
    setUsed(true)
    setOpen(!open)
  }

  const copy = async () => {
    if (await copyText(url)) {
      setCopied({ at: Date.now() })
      close()
    } else {
      setCopyByHand(true)
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }

  return (
    <div className="share" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="button share__button"
        aria-expanded={shareSheet && !open ? undefined : open}
        aria-controls={open ? menuId : undefined}
        // The name says what is shared ("Share Annual Sports Day") and starts with the visible word (WCAG 2.5.3). An
        // aria-label rather than hidden text: the title is not repeated as text in the card. A long title is cut
        // (as shareButtonName in share-url.ts cuts it).
        aria-label={withText(t`Share ${{ title: TEXT }}`, shortText(title, SHARE_NAME_MAX_LENGTH))}
        onClick={share}
      >
        <Trans>Share</Trans>
      </button>
      {open ? (
        <div className="share__menu" id={menuId}>
          <ul className="share__choices">
            <li>
              <ExternalLink href={whatsAppShareUrl(title, url)} className="share__choice" onClick={close}>
                WhatsApp
              </ExternalLink>
            </li>
            <li>
              <button type="button" className="share__choice" onClick={() => void copy()}>
                <Trans>Copy link</Trans>
              </button>
            </li>
          </ul>
          {copyByHand ? (
            <label className="share__by-hand">
              <Trans>Copy this link</Trans>
              <input ref={byHand} type="text" readOnly value={url} />
            </label>
          ) : null}
        </div>
      ) : null}
      {used ? (
        <p className="share__status" role="status">
          {copied ? (
            <span key={copied.at} className="share__copied">
              <Trans>Link copied</Trans>
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}

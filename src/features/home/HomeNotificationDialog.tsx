import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { Notification } from '@/api/notification.schema'
import { Carousel } from '@/components/media/Carousel'
import { HomeNotificationSlide } from './HomeNotificationSlide'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Focusable elements of the dialog, in tab order, leaving out inert parts. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'))
}

interface HomeNotificationDialogProps {
  notifications: readonly Notification[]
  onClose: () => void
}

/**
 * The notifications as a modal carousel in a native `<dialog>` opened with showModal(): the rest of the page is
 * inert behind a backdrop. Focus moves to the Close button, Tab and Shift+Tab stay inside, Escape and Close close
 * it (as does a click on the backdrop), and focus returns to where it was.
 */
export function HomeNotificationDialog({ notifications, onClose }: HomeNotificationDialogProps) {
  const { t } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // Where showModal() is missing (old browsers, jsdom) the dialog still opens, and focus is managed below.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '')
    }
    closeRef.current?.focus()
    return () => {
      if (typeof dialog.close === 'function') {
        if (dialog.open) dialog.close()
      } else {
        dialog.removeAttribute('open')
      }
      if (opener && opener !== document.body && opener.isConnected) opener.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = focusableIn(dialogRef.current)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // A click on the dialog element itself (not its panel) is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    // A modal dialog's own keys (the focus trap) and its backdrop click; its controls are the buttons inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="notification-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="notification-dialog__panel">
        <div className="notification-dialog__header">
          <h2 id={titleId} className="notification-dialog__title">
            <Trans>Notifications</Trans>
          </h2>
          <button ref={closeRef} type="button" className="button notification-dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span> <Trans>Close</Trans>
          </button>
        </div>
        <Carousel
          items={notifications}
          label={t`Notifications`}
          itemKey={(notification, index) => `${notification._id ?? notification.title}-${index}`}
          renderSlide={(notification, index, near) => (
            <HomeNotificationSlide notification={notification} eager={index === 0} near={near} onNavigate={onClose} />
          )}
        />
      </div>
    </dialog>
  )
}

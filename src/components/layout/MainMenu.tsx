import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { MENU_LABELS } from '@/config/menu-labels'
import { isMenuGroup, MAIN_MENU, type MenuGroup } from '@/config/menus'
import { endStaticMenu } from '@/first-visit/static-menu'
import '@/first-visit/static-menu.css'
import { NotifyMe } from '@/components/notify/NotifyMe'
import { HeaderActions } from './HeaderActions'
import { HeaderContactLinks } from './HeaderContactLinks'
import { HeaderSearch } from './HeaderSearch'
import { useMenuVisibility } from './use-menu-visibility'

const MENU_ID = 'main-menu'

/** The main navigation (spec section 1): every group and item of the menu structure, keyboard-operable. */
export function MainMenu() {
  const { i18n, t } = useLingui()
  const { shown, toggle, show, hideIfNarrow } = useMenuVisibility()
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)

  // From here on the Menu button works, so the menu before the app ran steps aside; a menu opened through its link
  // (#main-menu) stays open. Before the paint, so it does not blink.
  useLayoutEffect(() => {
    if (window.location.hash === `#${MENU_ID}`) show()
    endStaticMenu()
  }, [show])

  // A click or tap outside the menu closes an open submenu.
  useEffect(() => {
    if (openGroup === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openGroup])

  const onNavigate = () => {
    setOpenGroup(null)
    hideIfNarrow()
  }

  return (
    <nav aria-label={t`Main`} className="main-nav" ref={navRef}>
      <div className="container main-nav__inner">
        <button type="button" className="menu-toggle" aria-expanded={shown} aria-controls={MENU_ID} onClick={toggle}>
          <span className="menu-toggle__bars" aria-hidden="true" />
          {t`Menu`}
        </button>
        {/* Until the app runs, the button above does nothing: the static menu (src/first-visit/static-menu.ts) shows
            this link instead, which opens the menu through :target. */}
        <a className="menu-toggle menu-toggle--no-script" href={`#${MENU_ID}`}>
          <span className="menu-toggle__bars" aria-hidden="true" />
          {t`Menu`}
        </a>
        <HeaderSearch onNavigate={onNavigate} />
        <ul id={MENU_ID} className="menu" hidden={!shown}>
          {MAIN_MENU.map((entry) =>
            isMenuGroup(entry) ? (
              <MenuGroupItem
                key={entry.label}
                group={entry}
                open={openGroup === entry.label}
                onOpenChange={(open) => setOpenGroup(open ? entry.label : null)}
                onNavigate={onNavigate}
              />
            ) : (
              <li key={entry.label} className="menu__item">
                <Link to={entry.to} className="menu__link" activeOptions={{ exact: true }} onClick={onNavigate}>
                  {i18n._(MENU_LABELS[entry.label])}
                </Link>
              </li>
            ),
          )}
          {/* The compact header of a phone (site-header.css) leaves out its top strip and buttons: they are here, one tap
              away, shown and hidden with the menu (without JavaScript too). Not shown at 991 px and wider. */}
          <li className="menu__extras">
            <HeaderContactLinks />
            <div className="menu__actions">
              <HeaderActions onNavigate={onNavigate} />
              <NotifyMe />
            </div>
          </li>
        </ul>
      </div>
    </nav>
  )
}

interface MenuGroupItemProps {
  group: MenuGroup
  open: boolean
  onOpenChange: (open: boolean) => void
  onNavigate: () => void
}

/** A disclosure: a button that shows or hides the group's links (Escape closes and returns focus). */
function MenuGroupItem({ group, open, onOpenChange, onNavigate }: MenuGroupItemProps) {
  const { i18n } = useLingui()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const submenuId = `submenu-${group.label.toLowerCase()}`

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      onOpenChange(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <li
      className="menu__item menu__item--group"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the group closes it.
        if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu__link menu__group-button"
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => onOpenChange(!open)}
      >
        {i18n._(MENU_LABELS[group.label])}
        <span className="menu__caret" aria-hidden="true" />
      </button>
      <ul id={submenuId} className="submenu" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className="submenu__link" activeOptions={{ exact: true }} onClick={onNavigate}>
              {i18n._(MENU_LABELS[item.label])}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}

import { useEffectEvent, useLayoutEffect, type RefObject } from 'react'
import { takeSubmitWaiting } from './tc-before-app'

/** The text in the form's fields as the visitor left it. */
export interface TypedTcFields {
  name: string
  admission: string
}

interface FormBeforeApp {
  form: RefObject<HTMLFormElement | null>
  name: RefObject<HTMLInputElement | null>
  admission: RefObject<HTMLInputElement | null>
  /** The fields held this text when the app took the form over (it differs from the state only when typed before). */
  onTyped: (typed: TypedTcFields) => void
  /** Submit was tapped before the app ran: send what was typed now. */
  onSubmitWaiting: (typed: TypedTcFields) => void
}

/**
 * What was done in the prerendered form before the app ran, handed to the app once, as it takes the form over. The
 * text typed into the fields: hydration leaves it on screen, but React's state starts empty, so the next render
 * (the one that says "Requesting…", say) would set the fields back to empty. And a Submit tapped meanwhile, which
 * the early hook kept (tc-before-app.ts): it is sent now, once. A layout effect, so nothing renders in between.
 */
export function useFormBeforeApp({ form, name, admission, onTyped, onSubmitWaiting }: FormBeforeApp) {
  const takeOver = useEffectEvent(() => {
    if (!form.current || !name.current || !admission.current) return
    const typed = { name: name.current.value, admission: admission.current.value }
    onTyped(typed)
    if (takeSubmitWaiting(form.current)) onSubmitWaiting(typed)
  })
  useLayoutEffect(() => takeOver(), [])
}

import { Component, type ReactNode } from 'react'

interface DataBoundaryProps {
  /** What the children render from: when it changes (Retry brought a fresh answer), they are tried again. */
  resetKey?: unknown
  /** What shows instead when the children throw while rendering their data. */
  fallback: ReactNode
  children: ReactNode
}

/** The boundary's state: rendering normally, just failed, or failed with this resetKey. */
const RENDERING = Symbol('rendering')
const JUST_FAILED = Symbol('just failed')
type BoundaryState = { failedWith: unknown }

/**
 * Contains a part of a page that breaks on the data it was given (saved data of the wrong shape, say):
 * that part shows its fallback, the rest of the page stays. React's error boundary; a class is the only way to
 * write one. QuerySection puts one around every section's content.
 */
export class DataBoundary extends Component<DataBoundaryProps, BoundaryState> {
  state: BoundaryState = { failedWith: RENDERING }

  static getDerivedStateFromError(): BoundaryState {
    return { failedWith: JUST_FAILED }
  }

  static getDerivedStateFromProps(props: DataBoundaryProps, state: BoundaryState): BoundaryState | null {
    if (state.failedWith === JUST_FAILED) return { failedWith: props.resetKey }
    if (state.failedWith !== RENDERING && state.failedWith !== props.resetKey) return { failedWith: RENDERING }
    return null
  }

  componentDidCatch(error: unknown) {
    console.warn('[data] part of the page could not show its data:', error)
  }

  render() {
    return this.state.failedWith === RENDERING ? this.props.children : this.props.fallback
  }
}

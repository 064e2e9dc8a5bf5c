/**
 * A bound on how much of one kind of work runs at once, so that the server keeps answering: rendering a data
 * page takes the one thread JavaScript has for tens of milliseconds, and a flood of renders would leave none for
 * `/healthz` or a fixed page. Past the bound, work is refused at once, never queued: the caller has something cheaper
 * to send (the prerendered page, as a static host would), and a queue only makes every visitor wait longer.
 */
export interface WorkSlots {
  /** `work`'s promise when a slot is free (the slot held until it settles), else undefined. */
  tryRun<T>(work: () => Promise<T>): Promise<T> | undefined
  /** Slots taken now. */
  busy(): number
}

export function createWorkSlots(slots: number): WorkSlots {
  let busy = 0
  return {
    tryRun(work) {
      if (busy >= slots) return undefined
      busy += 1
      // `then`, so that a `work` that throws at once settles the promise too, and frees its slot.
      return Promise.resolve()
        .then(work)
        .finally(() => {
          busy -= 1
        })
    },
    busy: () => busy,
  }
}

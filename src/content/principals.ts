import { PORTRAITS } from './static-page.types'

/** A principal of the school's history (spec section 3: id, name, fromDate, toDate, img). */
export interface PrincipalHistoryEntry {
  id: number
  name: string
  /** Year and month the term began, YYYY-MM. */
  fromDate: string
  /** Year and month the term ended, YYYY-MM; null for the present principal. */
  toDate: string | null
  img: string
}

/**
 * The fixed list of 8 principals, most recent first; the current one since June 2025.
 * PLACEHOLDER people: invented names standing in for the school's real history.
 */
export const PRINCIPALS: readonly PrincipalHistoryEntry[] = [
  { id: 8, name: 'Sr. Jyoti Ekka', fromDate: '2025-06', toDate: null, img: PORTRAITS.sister },
  { id: 7, name: 'Sr. Lilly Thomas', fromDate: '2017-04', toDate: '2025-05', img: PORTRAITS.sister },
  { id: 6, name: 'Fr. Anil Dsouza', fromDate: '2010-04', toDate: '2017-03', img: PORTRAITS.father },
  { id: 5, name: 'Sr. Grace Kujur', fromDate: '2003-07', toDate: '2010-03', img: PORTRAITS.sister },
  { id: 4, name: 'Sr. Philomena Lakra', fromDate: '1995-04', toDate: '2003-06', img: PORTRAITS.sister },
  { id: 3, name: 'Fr. Sebastian Pereira', fromDate: '1986-06', toDate: '1995-03', img: PORTRAITS.father },
  { id: 2, name: 'Sr. Agnes Minj', fromDate: '1974-07', toDate: '1986-05', img: PORTRAITS.sister },
  { id: 1, name: 'Sr. Cecilia Fernandes', fromDate: '1965-07', toDate: '1974-06', img: PORTRAITS.sister },
]

import { checkedContent } from './content-data'
import data from './data/principal-message.json' with { type: 'json' }
import type { PrincipalMessageFile } from './schemas/pages'

/**
 * Shown on /PrincipalMessage when the backend has no principal's message or cannot be reached (spec section 2;
 * src/content/data/principal-message.json).
 */
export const PRINCIPAL_MESSAGE_FALLBACK = checkedContent<PrincipalMessageFile>(data)

import data from 'content:principal-message.json'

/**
 * Shown on /PrincipalMessage when the backend has no principal's message or cannot be reached (spec section 2;
 * src/content/data/principal-message.json).
 */
export const PRINCIPAL_MESSAGE_FALLBACK = data

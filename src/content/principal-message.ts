import data from 'content:principal-message.json'
import HINDI from 'content:hi/principal-message.json'
import { addHindiTexts } from './hindi'

/**
 * Shown on /PrincipalMessage when the backend has no principal's message or cannot be reached (spec section 2;
 * src/content/data/principal-message.json).
 */
export const PRINCIPAL_MESSAGE_FALLBACK = data

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('principal-message.json', HINDI)

import data from 'content:voice-sms.json'
import HINDI from 'content:hi/voice-sms.json'
import type { VoiceSmsFile } from './schemas/pages'
import { addHindiTexts } from './hindi'

/**
 * One voice message of /voiceSMS (spec section 2): its title, category line, ISO date of the last update, and the
 * audio file in public/audio (a generated placeholder tone until the real recording replaces it).
 */
export type VoiceMessage = VoiceSmsFile['messages'][number]

/** /voiceSMS (src/content/data/voice-sms.json). */
export const VOICE_MESSAGES: readonly VoiceMessage[] = data.messages

/** Its Hindi, for its page on /hi (./hindi.ts). */
addHindiTexts('voice-sms.json', HINDI)

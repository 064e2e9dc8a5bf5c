/** One voice message of /voiceSMS (spec section 2). */
export interface VoiceMessage {
  title: string
  /** The message's category line. */
  subtitle: string
  /** ISO date of the last update. */
  updatedOn: string
  /** The audio file, shipped in public/audio (a generated placeholder tone until the real recording replaces it). */
  audioSrc: string
  audioType: string
}

export const VOICE_MESSAGES: readonly VoiceMessage[] = [
  {
    title: 'National Anthem',
    subtitle: 'voice of Nation',
    updatedOn: '2022-08-10',
    audioSrc: '/audio/national-anthem.wav',
    audioType: 'audio/wav',
  },
]

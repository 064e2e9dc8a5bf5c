/**
 * Text a hostile backend may put in any field: every C0 control character, DEL, both
 * halves of a surrogate pair alone (low, then high: two lone surrogates, not a pair), and the two noncharacters XML
 * forbids. Shared by the server's tests and the server's browser suite.
 */
export const BAD_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\udfff',
  '\ud800',
  '\ufffe',
  '\uffff',
].join('')

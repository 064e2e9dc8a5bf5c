/** A throwaway self-signed certificate for 127.0.0.1 (throwaway-certificate.mjs). */
export function throwawayCertificate(): { key: Buffer; cert: Buffer }

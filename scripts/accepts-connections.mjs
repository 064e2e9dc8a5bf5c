// @ts-check
import { connect } from 'node:net'

/**
 * Whether something accepts connections on the port of 127.0.0.1 now (the scripts that start a host poll it).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function acceptsConnections(port) {
  return new Promise((resolvePromise) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolvePromise(true)
    })
    socket.once('error', () => resolvePromise(false))
  })
}

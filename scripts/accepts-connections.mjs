// @ts-check
import { connect, createServer } from 'node:net'

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

/**
 * A port of 127.0.0.1 nothing listens on now (the host a script starts right after takes it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      )
    })
  })
}

import { PORT_ENV, type DemoPorts } from '../../demo/chains.js'

/** A port in use names the environment variable that moves it. */
export function rethrowWithPortHint(error: unknown, port: keyof DemoPorts): never {
  const message = error instanceof Error ? error.message : String(error)
  if (/already in use|EADDRINUSE/.test(message)) {
    throw new Error(`${message}. Set ${PORT_ENV[port]} to use another port (0 = any free port).`, { cause: error })
  }
  throw error
}

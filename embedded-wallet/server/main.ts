import { FRAME_BACKEND_PORT, startFrameBackend } from './startFrameBackend.js'

// The frame backend on its own: `node --import tsx embedded-wallet/server/main.ts`.
const DEFAULT_ALLOWED_ORIGINS = 'http://127.0.0.1:5173,http://localhost:5173'

const port = Number(process.env.WALLETPORT_FRAME_PORT ?? FRAME_BACKEND_PORT)
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`WALLETPORT_FRAME_PORT is not a port: ${process.env.WALLETPORT_FRAME_PORT}`)
const allowedOrigins = (process.env.WALLETPORT_FRAME_ALLOWED_ORIGINS ?? DEFAULT_ALLOWED_ORIGINS)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)
const databaseUrl = process.env.WALLETPORT_DATABASE_URL
// The Telegram bot whose mini app's launch data POST /v1/telegram/verify checks.
const telegramBotToken = process.env.WALLETPORT_TELEGRAM_BOT_TOKEN

const backend = await startFrameBackend({ port, allowedOrigins, ...(databaseUrl ? { databaseUrl } : {}), ...(telegramBotToken ? { telegram: { botToken: telegramBotToken } } : {}), log: (line) => console.error(line) })
console.log(`walletport frame backend on ${backend.url} (frame: ${backend.url}/frame, outbox: ${backend.url}/outbox; ${databaseUrl ? 'PostgreSQL' : 'PGlite in memory'})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void backend.stop().then(() => process.exit(0))
  })
}

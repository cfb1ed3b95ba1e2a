// ?telegram=1: the demo page as a Telegram mini app. Telegram's own script would define
// `window.Telegram.WebApp` with launch data signed by Telegram with the bot's token; the demo
// defines it itself, signing with the demo bot's token (a demo secret, public on purpose), so
// the frame backend's POST /v1/telegram/verify accepts it like Telegram's.

/** The demo bot's token: scripts/start.ts gives it to the frame backend. Not a real bot. */
export const DEMO_TELEGRAM_BOT_TOKEN = '7000000001:AAHwalletportDemoBotTokenNotARealOne'

/** Defines `window.Telegram.WebApp` (platform `platform`), its initData signed with the demo bot's token. */
export async function simulateTelegramWebApp(window: Window, platform = 'tdesktop'): Promise<void> {
  const user = { id: 4242, first_name: 'Demo', username: 'walletport_demo' }
  // `signature` is Telegram's Ed25519 signature for third parties (not checked with the bot token; empty here, as @tma.js's own sign() leaves it).
  const fields = new URLSearchParams({ query_id: 'AAHdemo', user: JSON.stringify(user), auth_date: String(Math.floor(Date.now() / 1000)), signature: '' })
  fields.set('hash', await initDataHash(fields, DEMO_TELEGRAM_BOT_TOKEN))
  Object.assign(window, { Telegram: { WebApp: { platform, initData: fields.toString(), initDataUnsafe: { user }, ready: () => undefined } } })
}

/** Telegram's initData hash: HMAC-SHA256 over the sorted `key=value` lines, keyed by HMAC-SHA256("WebAppData", token). */
async function initDataHash(fields: URLSearchParams, token: string): Promise<string> {
  const encoder = new TextEncoder()
  const hmac = async (key: BufferSource, data: string) => {
    const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    return crypto.subtle.sign('HMAC', imported, encoder.encode(data))
  }
  const secret = await hmac(encoder.encode('WebAppData'), token)
  const checkString = [...fields].map(([key, value]) => `${key}=${value}`).sort().join('\n')
  return [...new Uint8Array(await hmac(secret, checkString))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

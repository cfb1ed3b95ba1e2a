import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../core/siwx/createSiwxMessage.js'

// The README's node:http backend, run as written: the first code block of the README's
// "Sign-in on your backend" section, with the package import pointed at the source
// and the fixed port made free, so the documented example cannot rot.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
let server: Server
let base: string
let folder: string

beforeAll(async () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const section = readme.slice(readme.indexOf('### Sign-in on your backend'))
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
  if (!code.includes('createSiwxServer')) throw new Error('README: the node:http sign-in example is missing')
  const entry = fileURLToPath(new URL('../adapters/siwx/server/index.ts', import.meta.url))
  const runnable = code
    .replace("'walletport/siwx/server'", JSON.stringify(entry))
    .replace('createServer(async', 'export const server = createServer(async')
    .replace('.listen(8787)', '.listen(0, "127.0.0.1")')
  folder = mkdtempSync(join(tmpdir(), 'walletport-siwx-'))
  const file = join(folder, 'httpExample.ts')
  writeFileSync(file, runnable)
  server = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { server: Server }).server
  await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve))
  rmSync(folder, { recursive: true, force: true })
})

async function signedFor(nonce: string, domain = 'localhost:5173') {
  const message = createSiwxMessage({
    domain,
    uri: 'http://localhost:5173',
    accountAddress: account.address,
    chainId: 'eip155:1',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
  }).toString()
  return JSON.stringify({ message, signature: await account.signMessage({ message }) })
}

describe('README: a node:http backend with walletport/siwx/server', () => {
  it('behavior: nonce, then a signed message gives a session once (a replay is 401 nonceReused)', async () => {
    const { nonce } = (await (await fetch(`${base}/siwx/nonce`)).json()) as { nonce: string }
    const body = await signedFor(nonce)

    const first = await fetch(`${base}/siwx/verify`, { method: 'POST', body })
    const replay = await fetch(`${base}/siwx/verify`, { method: 'POST', body })

    expect(first.status).toBe(200)
    expect(((await first.json()) as { session: { data: { accountAddress: string } } }).session.data.accountAddress).toBe(account.address)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ ok: false, reason: 'nonceReused' })
  })

  it('behavior: a phishing origin’s message is 401 domainMismatch; bad JSON is 400', async () => {
    const { nonce } = (await (await fetch(`${base}/siwx/nonce`)).json()) as { nonce: string }

    const phished = await fetch(`${base}/siwx/verify`, { method: 'POST', body: await signedFor(nonce, 'localhost:5174') })
    const garbage = await fetch(`${base}/siwx/verify`, { method: 'POST', body: '{not json' })

    expect(await phished.json()).toMatchObject({ ok: false, reason: 'domainMismatch' })
    expect(garbage.status).toBe(400)
  })
})

import { expect, it } from 'vitest'
import { main } from '../scripts/headless-evm.js'

it('the README headless EVM example runs in Node: connect, balance, switch, disconnect', async () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  const lines: string[] = []
  await main((line) => lines.push(line))
  expect(lines).toEqual([
    'connected 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 on eip155:31337: 10000 ETH',
    'switched to eip155:31338 (wallet on 31338)',
    'status disconnected',
  ])
})

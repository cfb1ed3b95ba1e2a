// A strict Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') refuses `new Function`
// and `eval`, and reports each attempt as a `securitypolicyviolation` even when the caller
// catches the throw. zod 4 probes `new Function("")` (util.allowsEval) the first time a classic
// `z.object` is built, to pick its JIT object parser; walletport's schemas are zod/mini, whose
// object never probes, and inversify's resolver JIT is off by default (`jitless`). This file
// counts every attempt while walletport's public entries load and an instance connects, signs
// in and switches networks; then shows the host's own zod is left as it was (its probe still
// runs: walletport set no global `jitless`). The browser proof is e2e/csp.e2e.test.ts.
import { describe, expect, it } from 'vitest'

interface Attempts {
  readonly list: string[]
  readonly restore: () => void
}

/** Replaces `Function` and `eval` with counting wrappers (modules read the globals at call time). */
function countEvalAttempts(): Attempts {
  const list: string[] = []
  const where = () => new Error('here').stack?.split('\n').slice(3, 7).join('\n') ?? ''
  const RealFunction = globalThis.Function
  const realEval = globalThis.eval
  globalThis.Function = new Proxy(RealFunction, {
    construct: (target, args: unknown[]) => {
      list.push(`new Function(…${JSON.stringify(String(args.at(-1) ?? '')).slice(0, 60)})\n${where()}`)
      return Reflect.construct(target, args) as object
    },
    apply: (target, self, args: unknown[]) => {
      list.push(`Function(…${JSON.stringify(String(args.at(-1) ?? '')).slice(0, 60)})\n${where()}`)
      return Reflect.apply(target, self, args) as unknown
    },
  })
  globalThis.eval = (code: string): unknown => {
    list.push(`eval(${JSON.stringify(String(code)).slice(0, 60)})\n${where()}`)
    return realEval(code)
  }
  return {
    list,
    restore: () => {
      globalThis.Function = RealFunction
      globalThis.eval = realEval
    },
  }
}

describe('no eval under a strict CSP', () => {
  it('behavior: loading every browser entry, then connect, sign-in, balance and switch, attempt no new Function or eval; the host app’s zod keeps its own probe', async () => {
    const attempts = countEvalAttempts()
    try {
      // The browser-facing public entries (tsup.config.ts ENTRIES), loaded under the counter.
      await Promise.all([
        import('../composition/index.js'),
        import('../core/network/index.js'),
        import('../adapters/evm/index.js'),
        import('../adapters/walletconnect/index.js'),
        import('../adapters/solana/index.js'),
        import('../adapters/wagmi/index.js'),
        import('../ui-react/index.js'),
      ])
      // A real EVM wallet on two anvil chains: connect, balance, switch, disconnect (scripts/headless-evm.ts).
      const { main } = await import('../scripts/headless-evm.js')
      const lines: string[] = []
      await main((line) => lines.push(line))
      expect(lines).toHaveLength(3)
      // Sign-in: the message, the signature, the session stored and read back (LocalSiwx over storage).
      const { connectFake, setupSiwx } = await import('./support/siwx/siwxSetup.js')
      const context = setupSiwx()
      await connectFake(context)
      expect((await context.walletport.signIn()).status).toBe('signedIn')
      context.walletport.destroy()

      expect(attempts.list, attempts.list.join('\n\n')).toEqual([])
      expect((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless).toBeUndefined()

      // The host's own classic zod object still probes and compiles: the counter sees zod's
      // `new Function`, and walletport changed nothing in zod's global configuration.
      const { z } = await import('zod')
      expect(z.object({ name: z.string() }).parse({ name: 'host' })).toEqual({ name: 'host' })
      expect(attempts.list.length).toBeGreaterThan(0)
      expect(attempts.list[0]).toMatch(/^new Function\(…""\)/)
    } finally {
      attempts.restore()
    }
  }, 60_000)
})

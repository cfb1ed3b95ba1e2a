import * as fc from 'fast-check'

/** Cases per property under `npm test`; `npm run fuzz` sets WALLETPORT_FUZZ_RUNS=10000. */
export const DEFAULT_FUZZ_RUNS = 1_000

/**
 * The number of generated cases per property: WALLETPORT_FUZZ_RUNS if it is a positive
 * integer, else 1 000.
 * @example fc.assert(property, { numRuns: fuzzRuns() })
 */
export function fuzzRuns(): number {
  const runs = Number(process.env['WALLETPORT_FUZZ_RUNS'])
  return Number.isSafeInteger(runs) && runs > 0 ? runs : DEFAULT_FUZZ_RUNS
}

/** A property's time limit: a few seconds per thousand cases (the fuzz run has 10×). */
export function fuzzTimeout(perThousandMs = 10_000): number {
  return Math.max(perThousandMs, Math.ceil((fuzzRuns() / 1_000) * perThousandMs))
}

/**
 * Checks a synchronous or asynchronous property for `fuzzRuns()` cases; a failure throws with
 * the shrunk counterexample and its seed (fast-check's report).
 * @example await checkProperty(fc.property(fc.anything(), (value) => { parse(value) }))
 */
export async function checkProperty<Ts>(property: fc.IRawProperty<Ts>, parameters: fc.Parameters<Ts> = {}): Promise<void> {
  await fc.assert(property as fc.IAsyncProperty<Ts>, { numRuns: fuzzRuns(), ...replay(), ...parameters })
}

/** WALLETPORT_FUZZ_SEED (and WALLETPORT_FUZZ_PATH) from a failure report replay that very case. */
function replay(): { seed?: number; path?: string } {
  const seed = Number(process.env['WALLETPORT_FUZZ_SEED'])
  const path = process.env['WALLETPORT_FUZZ_PATH']
  return Number.isSafeInteger(seed) && process.env['WALLETPORT_FUZZ_SEED'] !== '' ? { seed, ...(path ? { path } : {}) } : {}
}

type Json = fc.JsonValue

/** The edit `mutate` applies at the chosen place. */
type Mutation = 'replace' | 'delete' | 'wrap' | 'stringify'

/**
 * Near-valid values: a valid value from `valid`, with one place (found by walking `steps`)
 * replaced by any value, deleted, wrapped in an array or turned into its JSON text. Deep code
 * is reached far more often than with `fc.anything()` alone.
 * @example nearValid(fc.constant({ uuid: 'u', name: 'n' }))
 */
export function nearValid<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: valid as fc.Arbitrary<unknown> },
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.array(fc.nat(), { maxLength: 4 }), oddValue(), fc.constantFrom<Mutation>('replace', 'delete', 'wrap', 'stringify'))
        .map(([value, steps, odd, mutation]) => mutate(value, steps, odd, mutation)),
    },
    { weight: 1, arbitrary: oddValue() },
  )
}

/** Values that break parsers: JS oddities, JSON, huge and hostile strings. */
export function oddValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true, withBoxedValues: true }),
    fc.json().map((text) => JSON.parse(text) as Json),
    fc.constantFrom<unknown>(null, undefined, '', ' ', 0, -1, Number.NaN, Infinity, -0, 2 ** 53, '0x', '0x0', '__proto__', 'constructor', [], {}, true),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
}

/** Applies one mutation at the place `steps` lead to (each step picks a key or an index, modulo). */
export function mutate(value: unknown, steps: readonly number[], odd: unknown, mutation: Mutation): unknown {
  const [step, ...rest] = steps
  const keys = isContainer(value) ? Object.keys(value) : []
  if (step === undefined || keys.length === 0) {
    if (mutation === 'wrap') return [value]
    if (mutation === 'stringify') return safeStringify(value)
    return mutation === 'delete' ? undefined : odd
  }
  const key = keys[step % keys.length] as string
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }
  const child = (copy as Record<string, unknown>)[key]
  if (rest.length === 0 && mutation === 'delete') {
    if (Array.isArray(copy)) copy.splice(Number(key), 1)
    else delete copy[key]
    return copy
  }
  ;(copy as Record<string, unknown>)[key] = mutate(child, rest, odd, mutation)
  return copy
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)
}

/**
 * A value as text the way a store holds it: strings as they are, others as JSON (or as
 * `String()` where JSON fails, e.g. a BigInt), never throwing.
 * @example asText({ a: 1n }) // '[object Object]'
 */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : safeStringify(value)
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined'
  } catch {
    try {
      return String(value)
    } catch {
      return Object.prototype.toString.call(value)
    }
  }
}

/** The edit `nearValidText` applies to a valid text. */
type TextEdit = 'insert' | 'delete' | 'duplicateLine' | 'dropLine' | 'swapLines' | 'crlf' | 'trailing' | 'replaceLine'

/**
 * Near-valid texts: a valid text from `valid`, then one or two edits (insert or delete characters,
 * duplicate, drop, swap or replace a line, CRLF line endings, a trailing newline).
 * @example nearValidText(siwxText)
 */
export function nearValidText(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const edit = fc.tuple(
    fc.constantFrom<TextEdit>('insert', 'delete', 'duplicateLine', 'dropLine', 'swapLines', 'crlf', 'trailing', 'replaceLine'),
    fc.nat(),
    fc.nat(),
    fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('\n', '\r', ' ', ':', '\u0000', '\u2028', 'é', '- ', 'URI: ', 'Nonce: ')),
  )
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 4, arbitrary: fc.tuple(valid, fc.array(edit, { minLength: 1, maxLength: 2 })).map(([text, edits]) => edits.reduce(applyTextEdit, text)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 400 }) },
  )
}

function applyTextEdit(text: string, [edit, at, length, piece]: readonly [TextEdit, number, number, string]): string {
  const lines = text.split('\n')
  const line = at % Math.max(1, lines.length)
  const other = length % Math.max(1, lines.length)
  const position = at % (text.length + 1)
  switch (edit) {
    case 'insert':
      return text.slice(0, position) + piece + text.slice(position)
    case 'delete':
      return text.slice(0, position) + text.slice(position + 1 + (length % 8))
    case 'duplicateLine':
      return [...lines.slice(0, line + 1), lines[line] ?? '', ...lines.slice(line + 1)].join('\n')
    case 'dropLine':
      return lines.filter((_, index) => index !== line).join('\n')
    case 'swapLines':
      return lines.map((each, index) => (index === line ? lines[other] : index === other ? lines[line] : each)).join('\n')
    case 'crlf':
      return lines.join('\r\n')
    case 'trailing':
      return `${text}\n`
    case 'replaceLine':
      return lines.map((each, index) => (index === line ? piece : each)).join('\n')
  }
}

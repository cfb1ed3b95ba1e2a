const PROGRAM_ERROR_LOG = /^Program log: (Error: .+)$/
const PROGRAM_FAILED = /^Program \S+ failed: (.+)$/
const PROGRAM_LOG = /^Program log: (.+)$/

/**
 * The line of a transaction's program log that says why it failed, in the program's words:
 * the last `Program log: Error: …`, else what a native program logged just before
 * `Program … failed`, else the failure's reason, else the last `Program log:` line.
 * @example programLogMessage(['Program log: Instruction: TransferChecked', 'Program log: Error: insufficient funds']) // 'Error: insufficient funds'
 */
export function programLogMessage(logs: readonly string[]): string | undefined {
  const lastMatch = (pattern: RegExp): { readonly index: number; readonly text: string } | undefined => {
    for (let index = logs.length - 1; index >= 0; index -= 1) {
      const match = pattern.exec(logs[index] ?? '')
      if (match?.[1] !== undefined) return { index, text: match[1] }
    }
    return undefined
  }
  const programError = lastMatch(PROGRAM_ERROR_LOG)
  if (programError) return programError.text
  const failed = lastMatch(PROGRAM_FAILED)
  if (failed) {
    // Native programs (the System program) log their reason without the 'Program log:' prefix.
    const before = logs[failed.index - 1]
    return before !== undefined && before !== '' && !before.startsWith('Program ') ? before : failed.text
  }
  return lastMatch(PROGRAM_LOG)?.text
}

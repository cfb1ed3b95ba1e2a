import { InsufficientSolError, RentExemptionError } from './solanaErrors.js'

/** The base fee of one signature, in lamports (a transfer has one: the sender's). */
export const LAMPORTS_PER_SIGNATURE = 5_000n

/** What the chain knows before a SOL transfer: both balances (undefined: no account) and the rent minimum. */
export interface SolTransferFacts {
  readonly lamports: bigint
  readonly senderLamports: bigint
  readonly recipientLamports: bigint | undefined
  /** The rent-exempt minimum of a data-less account. */
  readonly rentExemptMinimum: bigint
  readonly feeLamports?: bigint
  /** A transfer to oneself moves nothing but the fee. */
  readonly toSelf?: boolean
}

/**
 * Refuses, before any wallet is asked, a SOL transfer the chain would refuse: a sender who
 * cannot pay it and its fee (InsufficientSolError), a new recipient given less than the
 * rent-exempt minimum, or a sender left with a balance between zero and that minimum
 * (RentExemptionError). Returns nothing when the transfer can go.
 * @example checkSolTransfer({ lamports: 1n, senderLamports: 10n ** 9n, recipientLamports: undefined, rentExemptMinimum: 890_880n }) // throws RentExemptionError
 */
export function checkSolTransfer(facts: SolTransferFacts): void {
  const fee = facts.feeLamports ?? LAMPORTS_PER_SIGNATURE
  const moved = facts.toSelf ? 0n : facts.lamports
  const needed = moved + fee
  if (facts.senderLamports < needed) {
    throw new InsufficientSolError({ balanceLamports: facts.senderLamports, neededLamports: needed })
  }
  const recipientIsNew = facts.recipientLamports === undefined || facts.recipientLamports === 0n
  if (!facts.toSelf && recipientIsNew && facts.lamports < facts.rentExemptMinimum) {
    throw new RentExemptionError({ reason: 'recipient', minimumLamports: facts.rentExemptMinimum })
  }
  const left = facts.senderLamports - needed
  if (left > 0n && left < facts.rentExemptMinimum) throw new RentExemptionError({ reason: 'sender', minimumLamports: facts.rentExemptMinimum })
}

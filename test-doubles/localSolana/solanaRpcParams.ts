import { address, isAddress, isSignature, signature, type Address, type Signature } from '@solana/kit'
import * as z from 'zod/mini'

// The params of the Solana RPC methods the local server answers, as zod/mini schemas. Config
// objects accept the fields kit sends; those the local chain has no use for (commitment,
// minContextSlot, maxRetries…) are validated and then ignored: everything here is final at once.

/** A base58 account address, branded as kit's Address. */
export const addressParam = z.pipe(
  z.string().check(z.refine(isAddress, 'Invalid param: Invalid')),
  z.transform((text): Address => address(text)),
)

/** A base58 transaction signature, branded as kit's Signature. */
export const signatureParam = z.pipe(
  z.string().check(z.refine(isSignature, 'Invalid param: Invalid')),
  z.transform((text): Signature => signature(text)),
)

/** A u64 the client wrote as a JSON number. */
export const u64Param = z.int().check(z.minimum(0))

const commitment = z.optional(z.enum(['processed', 'confirmed', 'finalized']))
const minContextSlot = z.optional(u64Param)

/** `{ commitment?, minContextSlot? }`, optional. */
export const commitmentConfig = z.optional(z.object({ commitment, minContextSlot }))

/** The account encodings served (not base64+zstd). */
export const accountEncoding = z.enum(['base58', 'base64', 'jsonParsed'])

/** getAccountInfo's config (and getMultipleAccounts', getTokenAccountsByOwner's). */
export const accountConfig = z.optional(
  z.object({
    commitment,
    minContextSlot,
    encoding: z.optional(accountEncoding),
    dataSlice: z.optional(z.object({ offset: u64Param, length: u64Param })),
  }),
)

/** A wire transaction's encoding; base58 when absent, as on the real RPC. */
export const transactionEncoding = z.optional(z.enum(['base58', 'base64']))

/** sendTransaction's config. */
export const sendTransactionConfig = z.optional(
  z.object({
    encoding: transactionEncoding,
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: commitment,
    maxRetries: z.optional(u64Param),
    minContextSlot,
  }),
)

/** simulateTransaction's config. */
export const simulateTransactionConfig = z.optional(
  z.object({
    encoding: transactionEncoding,
    sigVerify: z.optional(z.boolean()),
    replaceRecentBlockhash: z.optional(z.boolean()),
    commitment,
    minContextSlot,
    innerInstructions: z.optional(z.boolean()),
    accounts: z.optional(z.object({ addresses: z.array(addressParam), encoding: z.optional(accountEncoding) })),
  }),
)

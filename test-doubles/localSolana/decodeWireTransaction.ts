import { getBase58Encoder, getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Transaction } from '@solana/kit'
import { RPC_ERROR_CODES, SolanaRpcError } from './SolanaRpcError.js'

/** A compiled message, as getFeeForMessage receives it. */
export type CompiledMessage = ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>

/**
 * A transaction as the client sent it: base58 unless told base64, as on the real RPC. Its
 * message is decoded too, so that malformed bytes answer -32602 here rather than fail later.
 * @example decodeWireTransaction(wire, 'base64').messageBytes
 */
export function decodeWireTransaction(wire: string, encoding: 'base58' | 'base64' = 'base58'): Transaction {
  return decoded('transaction', () => {
    const transaction = getTransactionDecoder().decode(decodeWireBytes(wire, encoding))
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return transaction
  })
}

/**
 * A base64 compiled message (getFeeForMessage's param); -32602 when it is not one.
 * @example decodeWireMessage(base64Message).header.numSignerAccounts // 1
 */
export function decodeWireMessage(wire: string): CompiledMessage {
  return decoded('message', () => getCompiledTransactionMessageDecoder().decode(decodeWireBytes(wire, 'base64')))
}

function decodeWireBytes(wire: string, encoding: 'base58' | 'base64'): Uint8Array {
  return Uint8Array.from((encoding === 'base64' ? getBase64Encoder() : getBase58Encoder()).encode(wire))
}

function decoded<T>(what: string, decode: () => T): T {
  try {
    return decode()
  } catch (error) {
    throw new SolanaRpcError(RPC_ERROR_CODES.invalidParams, `failed to deserialize ${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

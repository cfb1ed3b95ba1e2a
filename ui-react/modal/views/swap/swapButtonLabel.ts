import type { SwapState } from '../../../../core/index.js'
import type { MessageId } from '../../../i18n/en.js'

/**
 * What the swap button says, and whether it acts: Select a token / Enter amount / Insufficient
 * balance / Getting a quote… / Approve & swap / Swap / Approving… / Swapping….
 * @example swapButtonLabel({ ...state, status: 'quoted', needsApproval: true }) // { label: 'swap.button.approveAndSwap', enabled: true }
 */
export function swapButtonLabel(state: Pick<SwapState, 'status' | 'from' | 'to' | 'amount' | 'insufficientBalance' | 'needsApproval' | 'quote'>): { readonly label: MessageId; readonly enabled: boolean } {
  if (state.status === 'approving') return { label: 'swap.button.approving', enabled: false }
  if (state.status === 'swapping') return { label: 'swap.button.swapping', enabled: false }
  if (!state.from || !state.to) return { label: 'swap.button.selectToken', enabled: false }
  if (state.amount.trim() === '' || Number(state.amount.replace(',', '.')) === 0) return { label: 'swap.button.enterAmount', enabled: false }
  if (state.insufficientBalance) return { label: 'swap.button.insufficient', enabled: false }
  if (state.status === 'loading-quote') return { label: 'swap.button.quoting', enabled: false }
  if (!state.quote) return { label: 'swap.button.swap', enabled: false }
  return { label: state.needsApproval ? 'swap.button.approveAndSwap' : 'swap.button.swap', enabled: true }
}

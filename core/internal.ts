/**
 * The rules and constants only walletport/react's views use. Not a package entry: integrators
 * import core/index.ts (`walletport`); ui-react imports both.
 */
export { ALERTS, type AlertCode } from './errors/alerts.js'
export { MESSAGES, type MessageKey } from './errors/messages.js'
export { toBaseError } from './errors/toBaseError.js'
export { DEBOUNCE_MS, IMAGE_PRELOAD_RACE_MS, MODAL, WALLET_LISTING } from './constants.js'
export { getConnectMethodsOrder } from './connectors/getConnectMethodsOrder.js'
export { isWalletExcluded } from './connectors/isWalletExcluded.js'
export { directoryChainsOf } from './directory/directoryChainsOf.js'
export { getSocials } from './embedded/getSocials.js'
export { isEmbeddedWalletAvailable } from './embedded/isEmbeddedWalletAvailable.js'
export { formatRelativeTime } from './format/formatRelativeTime.js'
export { formatTokenBalance } from './format/formatTokenBalance.js'
export { truncateAddress } from './format/truncateAddress.js'
export { getWalletFeaturesOrder } from './modal/getWalletFeaturesOrder.js'
export { ACCOUNT_NAME_SUFFIX } from './names/AccountNames.js'
export { isAccountName } from './names/isAccountName.js'
export { isNetworkSupported } from './network/isNetworkSupported.js'
export { monthGroupsOf } from './portfolio/groupTransactionsByYearMonth.js'
export { nftsFromTransactions } from './portfolio/nftsFromTransactions.js'
export { tokenTable, type TokenRow } from './portfolio/tokenRows.js'

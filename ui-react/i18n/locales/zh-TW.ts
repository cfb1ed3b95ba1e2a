import type { LocaleTexts } from '../localeKeys.js'

/** Chinese (Traditional) (zh-TW): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const zhTW: LocaleTexts = [
  '連結錢包', // connectButton.label
  '連結中…', // connectButton.connecting
  '正在載入餘額', // accountButton.balanceUnknown
  '網路:', // networkButton.prefix
  '不支援的網路', // networkButton.unknown
  '網路', // networkButton.pending
  '載入中…', // modal.loading
  '關閉', // modal.close
  '無法載入錢包選項。請檢查連線後再試一次。', // modal.loadFailed
  '再試一次', // modal.retry
  '返回', // modal.back
  '此步驟無法略過。請在下方選擇一個選項以繼續。', // modal.closeRefused
  '連結錢包', // view.Connect
  '所有錢包', // view.AllWallets
  '連結中', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  '帳戶', // view.Account
  '選擇網路', // view.Networks
  '切換網路', // view.SwitchNetwork
  '切換網路', // view.UnsupportedChain
  '登入', // view.SIWXSignMessage
  '核准交易', // view.ApproveTransaction
  '連結其他錢包', // view.SwitchActiveChain
  '驗證你的電子郵件', // view.EmailVerifyOtp
  '核准此裝置', // view.EmailVerifyDevice
  '變更你的電子郵件', // view.UpdateEmailWallet
  '驗證你目前的電子郵件', // view.UpdateEmailPrimaryOtp
  '驗證你的新電子郵件', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  '若要使用 {network},請連結一個 {chain} 錢包。', // switchChain.body
  '已連結的錢包會保持連結。', // switchChain.keep
  '連結 {chain} 錢包', // switchChain.connect
  '無法使用', // view.unavailable
  'WalletConnect', // group.walletConnect
  '最近使用', // group.recent
  '已安裝', // group.injected
  '精選', // group.featured
  '更多錢包', // group.custom
  '其他錢包', // group.external
  '推薦', // group.recommended
  '錢包', // connect.walletsLabel
  '已安裝', // connect.installedBadge
  '最近', // connect.recentBadge
  '所有錢包', // connect.allWallets
  '在此瀏覽器中找不到錢包。', // connect.noWallets
  '請安裝瀏覽器錢包擴充功能,然後重新載入此頁面。', // connect.noWalletsHint
  '{chain} 錢包', // connect.onlyFor
  '在此瀏覽器中找不到 {chain} 錢包。', // connect.noWalletsFor
  '取得 {wallet}', // connect.getWallet
  '(在新分頁中開啟)', // connect.opensInNewTab
  '尚無法使用', // connect.notAvailable
  '連結錢包即表示你同意', // connect.legalAgree
  '服務條款', // connect.terms
  '隱私權政策', // connect.privacy
  '及', // connect.legalAnd
  '搜尋錢包', // allWallets.search
  '此瀏覽器中', // allWallets.inBrowser
  '推薦', // allWallets.recommended
  '錢包目錄', // allWallets.directory
  '載入更多錢包', // allWallets.loadMore
  '正在載入錢包…', // allWallets.loading
  '顯示 {count} 個錢包中的 {shown} 個', // allWallets.shown
  '沒有符合「{query}」的錢包。', // allWallets.noResults
  '此應用程式無法使用錢包目錄,因此只列出在此瀏覽器中找到的錢包。', // allWallets.directoryUnavailable
  '無法載入錢包目錄。請檢查連線後再試一次。', // allWallets.directoryFailed
  '再試一次', // allWallets.retry
  '請在 {wallet} 中繼續', // connecting.continueIn
  '請在錢包中接受連結要求。', // connecting.pendingHint
  '連結遭拒', // connecting.declined
  '要求已在 {wallet} 中遭拒。你可以再試一次。', // connecting.declinedHint
  '連結失敗', // connecting.failed
  '再試一次', // connecting.retry
  '你的錢包', // connecting.unknownWallet
  '用手機掃描', // walletConnect.scan
  '在手機上開啟支援 WalletConnect 的錢包,掃描此 QR 碼即可連結。', // walletConnect.scanHint
  '用於 WalletConnect 連結的 QR 碼', // walletConnect.qrLabel
  '正在產生 QR 碼…', // walletConnect.preparing
  '複製連結', // walletConnect.copyLink
  '已複製連結', // walletConnect.copied
  '無法複製連結。請在下方手動選取。', // walletConnect.copyFailed
  '在 {wallet} 中開啟', // walletConnect.openIn
  '無法連上連結服務。請檢查連線後再試一次。', // walletConnect.relayUnreachable
  '可用任何 WalletConnect 錢包掃描。此應用程式未列出的網路也可使用。', // walletConnect.basicHint
  '{name} 的大頭貼', // account.avatarOf
  '餘額', // account.balance
  '無法取得餘額', // account.balanceUnavailable
  '複製地址', // account.copy
  '已複製', // account.copied
  '地址已複製到剪貼簿', // account.copiedToast
  '無法複製地址。請選取後手動複製。', // account.copyFailed
  '中斷連結', // account.disconnect
  '中斷此錢包的連結', // account.disconnectThis
  '中斷所有錢包的連結', // account.disconnectAll
  '網路:{network}', // account.network
  '錢包功能', // account.features
  '購買加密貨幣', // feature.onramp
  '兌換', // feature.swaps
  '收款', // feature.receive
  '傳送', // feature.send
  '尚無法使用', // feature.notAvailable
  '收款', // view.WalletReceive
  '你的地址 QR 碼', // receive.qrLabel
  '你的地址', // receive.address
  '可收款的網路', // receive.networks
  '請只透過以下其中一個網路將資產傳送到此地址。透過其他網路傳送的資產可能會遺失。', // receive.networksNote
  '購買加密貨幣', // view.OnRampProviders
  '你所在的地區不提供加密貨幣購買服務。', // onramp.restricted
  '正在載入可購買的項目…', // onramp.loading
  '此網路上沒有可購買的項目。', // onramp.nothing
  '購買幣別', // onramp.purchaseCurrency
  '付款幣別', // onramp.paymentCurrency
  '付款方式', // onramp.method
  '信用卡', // onramp.method.card
  '銀行轉帳', // onramp.method.bank
  '金額({currency})', // onramp.amount
  '常用金額', // onramp.presets
  '介於 {min} 到 {max} {currency} 之間。', // onramp.limits
  '最低付款金額為 {min} {currency}。', // onramp.belowMin
  '最高付款金額為 {max} {currency}。', // onramp.aboveMax
  '供應商', // onramp.providers
  '手續費 {fee}', // onramp.fee
  '正在取得報價…', // onramp.quoting
  '你將收到約 {amount} {symbol}', // onramp.quote
  '已含手續費 {fee} {currency}', // onramp.quoteFee
  '透過 {provider} 購買', // onramp.buy
  '正在開啟結帳頁面…', // onramp.opening
  '請在結帳視窗中完成購買。', // onramp.waiting
  '購買完成:餘額已更新。', // onramp.done
  '已購買', // activity.op.buy
  '兌換', // view.Swap
  '正在載入可兌換的代幣…', // swap.loading
  '再試一次', // swap.retry
  '你支付', // swap.pay
  '你收到', // swap.receive
  '餘額:{amount} {symbol}', // swap.balance
  '約 {value}', // swap.usdValue
  '最大', // swap.max
  '對調代幣', // swap.flip
  '支付代幣', // swap.chooseFrom
  '收取代幣', // swap.chooseTo
  '未選擇', // swap.noToken
  '選擇', // swap.selectToken
  '選擇支付代幣', // swap.pickFrom
  '選擇收取代幣', // swap.pickTo
  '搜尋代幣', // swap.search
  '名稱、代號或地址', // swap.searchPlaceholder
  '沒有符合的代幣。', // swap.noMatch
  '取消', // swap.cancel
  '匯率', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  '價格影響', // swap.priceImpact
  '網路手續費', // swap.networkFee
  '最大滑價', // swap.slippage
  '最少收到', // swap.minimumReceived
  '未知', // swap.unknown
  '選擇代幣', // swap.button.selectToken
  '輸入數量', // swap.button.enterAmount
  '餘額不足', // swap.button.insufficient
  '正在取得報價…', // swap.button.quoting
  '核准並兌換', // swap.button.approveAndSwap
  '兌換', // swap.button.swap
  '核准中…', // swap.button.approving
  '兌換中…', // swap.button.swapping
  '請在錢包中核准代幣,然後確認兌換…', // swap.waitingApprove
  '請在錢包中確認兌換…', // swap.waiting
  '已將 {from} 兌換為 {to}:交易已確認。', // swap.done
  '簽署遭拒。未進行任何兌換。', // swap.declined
  '傳送', // view.WalletSend
  '確認傳送', // view.WalletSendPreview
  '代幣', // send.token
  '{symbol} · 可用 {amount}', // send.tokenOption
  '正在載入你的代幣…', // send.tokensLoading
  '數量', // send.amount
  '最大', // send.max
  '收款方', // send.to
  '地址或名稱', // send.toPlaceholder
  '繼續', // send.continue
  '檢查中…', // send.checking
  '請輸入數量。', // send.problem.AMOUNT_MISSING
  '數量必須是數字,例如 0.5。', // send.problem.AMOUNT_NOT_NUMERIC
  '數量必須大於 0。', // send.problem.AMOUNT_NOT_POSITIVE
  '數量的小數位數超過此代幣允許的範圍。', // send.problem.AMOUNT_TOO_PRECISE
  '請輸入地址或名稱。', // send.problem.RECEIVER_MISSING
  '這不是此網路的有效地址。', // send.problem.RECEIVER_INVALID
  '找不到此名稱對應的地址。', // send.problem.RECEIVER_NAME_UNRESOLVED
  '請選擇代幣。', // send.problem.TOKEN_MISSING
  '此代幣所在的網路與目前連結的網路不同。', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  '此網路不支援傳送。', // send.problem.NAMESPACE_UNSUPPORTED
  '餘額不足。', // send.problem.INSUFFICIENT_BALANCE
  '數量', // send.preview.amount
  '價值', // send.preview.value
  '網路手續費', // send.preview.fee
  '無法估算', // send.preview.feeUnknown
  '收款方', // send.preview.to
  '傳送', // send.send
  '取消', // send.cancel
  '請在錢包中確認交易…', // send.waiting
  '簽署遭拒。未傳送任何內容。', // send.declined
  '無法傳送交易:{reason}', // send.failed
  '已傳送 {amount} {symbol}:交易已確認。', // send.confirmed
  '{amount} {symbol} 的交易失敗。', // send.settledFailed
  '付款', // view.Pay
  '{dapp} 要求付款', // pay.requestedBy
  '付款要求', // pay.request
  '價值', // pay.value
  '網路', // pay.network
  '收款方', // pay.to
  '付款', // pay.pay
  '取消', // pay.cancel
  '此付款要求無效。', // pay.invalid
  '請連結錢包以付款。', // pay.connect
  '連結錢包', // pay.connectButton
  '此付款在 {network} 上進行。請切換網路後付款。', // pay.wrongNetwork
  '切換至 {network}', // pay.switch
  '請在錢包中確認切換網路…', // pay.switching
  '網路未切換:{reason}', // pay.switchFailed
  '請在錢包中確認付款…', // pay.waiting
  '正在等待網路確認付款…', // pay.confirming
  '已支付 {amount} {symbol}。', // pay.confirmed
  '完成', // pay.done
  '簽署遭拒。未支付任何款項。', // pay.declined
  '{symbol} 不足,無法付款。', // pay.insufficient
  '購買加密貨幣', // pay.buy
  '付款失敗:{reason}', // pay.failed
  '你的資產', // tabs.label
  '代幣', // tabs.tokens
  'NFT', // tabs.nfts
  '活動', // tabs.activity
  '代幣餘額需要一項尚未連上此應用程式的資料服務。', // tabs.tokensEmpty
  'NFT 需要一項尚未連上此應用程式的資料服務。', // tabs.nftsEmpty
  '交易紀錄需要一項尚未連上此應用程式的資料服務。', // tabs.activityEmpty
  '選擇名稱', // view.RegisterAccountName
  '名稱已註冊', // view.RegisterAccountNameSuccess
  '選擇名稱', // names.open
  '你的名稱', // names.label
  '至少 4 個字母、數字或連字號。', // names.hint
  '請至少使用 4 個字元:僅限字母、數字和連字號。', // names.invalid
  '此名稱已被使用。請換一個。', // names.taken
  '正在尋找名稱…', // names.loadingSuggestions
  '建議', // names.suggestions
  '已被使用', // names.registered
  '可使用', // names.available
  '註冊', // names.register
  '請在錢包中確認…', // names.registering
  '{name} 歸你所有', // names.success
  '返回你的帳戶', // names.backToAccount
  '正在載入代幣餘額…', // tokens.loading
  '此網路上尚無代幣。', // tokens.empty
  '總價值', // tokens.total
  '價格 {price}', // tokens.price
  '尚無價格', // tokens.unpriced
  '再試一次', // tokens.retry
  '正在載入 NFT…', // nfts.loading
  '此網路上尚無 NFT。', // nfts.empty
  '在目前已載入的交易中收到的 NFT。', // nfts.source
  '{name} 的圖片', // nfts.imageOf
  '此網路不支援 NFT。', // nfts.unsupported
  '正在載入活動…', // activity.loading
  '此網路上尚無交易。', // activity.empty
  '正在載入更多交易…', // activity.loadingMore
  '載入更多', // activity.more
  '此網路不支援查看活動。', // activity.unsupported
  '再試一次', // activity.retry
  '失敗', // activity.failed
  '處理中', // activity.pending
  '已傳送', // activity.op.send
  '已收到', // activity.op.receive
  '已鑄造', // activity.op.mint
  '已兌換', // activity.op.trade
  '已核准', // activity.op.approve
  '已部署合約', // activity.op.deploy
  '合約呼叫', // activity.op.execute
  '交易', // activity.op.other
  '無轉帳', // activity.noTransfers
  '網路清單', // networks.label
  '目前網路', // networks.current
  '不支援的網路({id})', // networks.unknown
  '切換中…', // networks.switching
  '正在切換至 {network}', // switch.switching
  '請在錢包中核准切換。', // switch.approveInWallet
  '切換網路遭拒', // switch.declined
  '無法切換至 {network}:{reason}', // switch.failed
  '此應用程式不支援你錢包目前所在的網路({network})。請切換到支援的網路以繼續。', // unsupported.body
  '支援的網路', // unsupported.choose
  '改為中斷連結', // unsupported.disconnect
  '{app} 請你登入', // siwx.heading
  '在 {wallet} 中簽署一則訊息,證明你擁有此錢包。簽署免費,且不會傳送任何交易。', // siwx.body
  '此處必須登入:取消會中斷你的錢包連結。', // siwx.requiredHint
  '請在 {wallet} 中核准簽署要求。', // siwx.approveInWallet
  '簽署', // siwx.sign
  '簽署中…', // siwx.signing
  '取消', // siwx.cancel
  '此應用程式', // siwx.thisApp
  '使用電子郵件登入', // email.section
  '電子郵件', // email.label
  '繼續', // email.continue
  '傳送中…', // email.sending
  '請輸入傳送至 {email} 的驗證碼', // otp.heading
  '驗證碼', // otp.group
  '第 {n} 位,共 6 位', // otp.digit
  '正在驗證…', // otp.verifying
  '重新傳送驗證碼', // otp.resend
  '新的驗證碼已傳送至 {email}', // otp.resent
  '請查看收件匣:透過我們傳送至 {email} 的連結核准此裝置', // device.heading
  '正在等待你的核准…', // device.waiting
  '再試一次', // device.retry
  '變更電子郵件', // account.updateEmail
  '電子郵件已變更', // account.emailUpdated
  '新的電子郵件', // updateEmail.label
  '你目前的電子郵件是 {email}。我們會先寄驗證碼到這個地址,再寄另一組到新地址。', // updateEmail.current
  '請在錢包視窗中核准要求', // approve.waiting
  '取消即拒絕該要求。', // approve.cancelHint
  '沒有待核准的要求', // approve.nothing
  '取消', // approve.cancel
  '此版本的應用程式不提供這個畫面。', // unavailable.body
  '通知', // toast.region
  '關閉', // alert.dismiss
  '發生問題。請再試一次。', // error.generic
  '請在 {n} 秒後再試一次', // error.EMAIL_LOGIN_COOLDOWN
  '無法取得代幣餘額', // error.TOKEN_BALANCE_UNAVAILABLE
  '此網路不支援兌換', // error.SWAPS_NETWORK_NOT_SUPPORTED
  '此網路不支援 Gas 價格', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  '初始化驗證時發生問題', // error.SIWX_INIT_FAILED
  '簽署遭拒', // error.SIGNATURE_DECLINED
  '此應用程式可能不支援 Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  '錢包以另一個帳戶登入', // error.SIWX_WRONG_ACCOUNT
  '電子郵件無效', // error.INVALID_EMAIL
  '請輸入 6 位數驗證碼', // error.INVALID_OTP
  '無法取得交易', // error.TRANSACTIONS_FETCH_FAILED
  '不允許此操作', // error.RPC_NOT_ALLOWED_UI
  '要求已中止', // error.FRAME_RPC_ABORTED
  '發生問題', // error.FRAME_REQUEST_ABORTED
  '發生錯誤', // error.FRAME_ERROR_REPLY
  '無法載入電子郵件登入', // error.FRAME_LOAD_FAILED
  '找不到網路', // error.NETWORK_NOT_FOUND
  '不支援此鏈', // error.CHAIN_NOT_SUPPORTED
  '解析名稱時發生錯誤', // error.NAME_RESOLVE_FAILED
  '取得名稱建議時發生錯誤', // error.NAME_SUGGESTIONS_FAILED
  '無法載入可購買的項目', // error.ONRAMP_OPTIONS_FAILED
  '無法取得報價', // error.ONRAMP_QUOTE_FAILED
  '無法開啟結帳頁面', // error.ONRAMP_CHECKOUT_FAILED
  '無法載入可兌換的代幣', // error.SWAP_TOKENS_FAILED
  '無法取得兌換報價', // error.SWAP_QUOTE_FAILED
  '無法準備兌換', // error.SWAP_BUILD_FAILED
  '取得地址名稱時發生錯誤', // error.NAMES_FOR_ADDRESS_FAILED
  '註冊名稱時發生錯誤', // error.NAME_REGISTER_FAILED
  '無法中斷鏈的連結', // error.DISCONNECT_FAILED
  '發生未預期的錯誤', // error.UNEXPECTED_ERROR
  '錢包無法完成要求', // error.WALLET_REQUEST_FAILED
  '操作已中止', // error.OPERATION_ABORTED
  '對伺服器的要求失敗', // error.HTTP_REQUEST_FAILED
  '內嵌錢包未及時回應', // error.FRAME_REQUEST_TIMEOUT
  '找不到網路', // alert.APKT001.title
  '應用程式設定無效', // alert.APKT002.title
  '錢包載入失敗', // alert.APKT003.title
  '錢包要求逾時', // alert.APKT004.title
  '網域未驗證', // alert.APKT005.title
  '工作階段已過期', // alert.APKT006.title
  '專案 ID 無效', // alert.APKT007.title
  '缺少專案 ID', // alert.APKT008.title
  '伺服器錯誤', // alert.APKT009.title
  '要求過多', // alert.APKT010.title
  '切換到你的智慧帳戶', // account.toSmartAccount
  '切換到你的 EOA', // account.toEoa
  '登入', // view.ConnectingSocial
  '使用社群帳戶登入', // social.section
  '更多選項（{count}）', // social.more
  '使用 {provider} 登入', // social.heading
  '請在 {provider} 視窗中繼續…', // social.waiting
  '取消', // social.cancel
  '登入視窗遭到封鎖。請允許此網站的彈出式視窗後再試一次。', // social.popupBlocked
  '登入視窗在你登入前已關閉。', // social.popupClosed
  '登入未完成，請再試一次。', // social.failed
  '使用 Farcaster 登入', // view.ConnectingFarcaster
  '正在準備你的代碼…', // farcaster.preparing
  '用於 Farcaster 登入的 QR 碼', // farcaster.qrLabel
  '用手機掃描', // farcaster.scan
  '用 Farcaster App 掃描此代碼，或在手機上開啟連結。', // farcaster.scanHint
  '在 Farcaster 中開啟', // farcaster.open
  '此代碼已過期。', // farcaster.expired
  '取得新代碼', // farcaster.newCode
]

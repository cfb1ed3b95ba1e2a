import type { LocaleTexts } from '../localeKeys.js'

/** Chinese (Simplified) (zh-CN): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const zhCN: LocaleTexts = [
  '连接钱包', // connectButton.label
  '正在连接…', // connectButton.connecting
  '正在加载余额', // accountButton.balanceUnknown
  '网络:', // networkButton.prefix
  '不支持的网络', // networkButton.unknown
  '网络', // networkButton.pending
  '加载中…', // modal.loading
  '关闭', // modal.close
  '无法加载钱包选项。请检查网络连接后重试。', // modal.loadFailed
  '重试', // modal.retry
  '返回', // modal.back
  '此步骤不能跳过。请在下方选择一个选项以继续。', // modal.closeRefused
  '连接钱包', // view.Connect
  '所有钱包', // view.AllWallets
  '正在连接', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  '账户', // view.Account
  '选择网络', // view.Networks
  '切换网络', // view.SwitchNetwork
  '切换网络', // view.UnsupportedChain
  '登录', // view.SIWXSignMessage
  '批准交易', // view.ApproveTransaction
  '连接其他钱包', // view.SwitchActiveChain
  '验证你的邮箱', // view.EmailVerifyOtp
  '批准此设备', // view.EmailVerifyDevice
  '更改你的邮箱', // view.UpdateEmailWallet
  '验证你当前的邮箱', // view.UpdateEmailPrimaryOtp
  '验证你的新邮箱', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  '要使用 {network},请连接一个 {chain} 钱包。', // switchChain.body
  '已连接的钱包会保持连接。', // switchChain.keep
  '连接 {chain} 钱包', // switchChain.connect
  '不可用', // view.unavailable
  'WalletConnect', // group.walletConnect
  '最近使用', // group.recent
  '已安装', // group.injected
  '精选', // group.featured
  '更多钱包', // group.custom
  '其他钱包', // group.external
  '推荐', // group.recommended
  '钱包', // connect.walletsLabel
  '已安装', // connect.installedBadge
  '最近', // connect.recentBadge
  '所有钱包', // connect.allWallets
  '此浏览器中未找到钱包。', // connect.noWallets
  '请安装浏览器钱包扩展,然后重新加载此页面。', // connect.noWalletsHint
  '{chain} 钱包', // connect.onlyFor
  '此浏览器中未找到 {chain} 钱包。', // connect.noWalletsFor
  '获取 {wallet}', // connect.getWallet
  '(在新标签页中打开)', // connect.opensInNewTab
  '暂不可用', // connect.notAvailable
  '连接钱包即表示你同意', // connect.legalAgree
  '服务条款', // connect.terms
  '隐私政策', // connect.privacy
  '和', // connect.legalAnd
  '搜索钱包', // allWallets.search
  '此浏览器中', // allWallets.inBrowser
  '推荐', // allWallets.recommended
  '钱包目录', // allWallets.directory
  '加载更多钱包', // allWallets.loadMore
  '正在加载钱包…', // allWallets.loading
  '显示 {count} 个钱包中的 {shown} 个', // allWallets.shown
  '没有与“{query}”匹配的钱包。', // allWallets.noResults
  '此应用无法使用钱包目录,因此仅列出在此浏览器中找到的钱包。', // allWallets.directoryUnavailable
  '无法加载钱包目录。请检查网络连接后重试。', // allWallets.directoryFailed
  '重试', // allWallets.retry
  '请在 {wallet} 中继续', // connecting.continueIn
  '请在钱包中接受连接请求。', // connecting.pendingHint
  '连接被拒绝', // connecting.declined
  '请求已在 {wallet} 中被拒绝。你可以重试。', // connecting.declinedHint
  '连接失败', // connecting.failed
  '重试', // connecting.retry
  '你的钱包', // connecting.unknownWallet
  '用手机扫码', // walletConnect.scan
  '在手机上打开支持 WalletConnect 的钱包,扫描此二维码进行连接。', // walletConnect.scanHint
  '用于 WalletConnect 连接的二维码', // walletConnect.qrLabel
  '正在生成二维码…', // walletConnect.preparing
  '复制链接', // walletConnect.copyLink
  '链接已复制', // walletConnect.copied
  '无法复制链接。请在下方手动选择。', // walletConnect.copyFailed
  '在 {wallet} 中打开', // walletConnect.openIn
  '无法连接到连接服务。请检查网络连接后重试。', // walletConnect.relayUnreachable
  '可使用任意 WalletConnect 钱包扫码。此应用未列出的网络也可使用。', // walletConnect.basicHint
  '{name} 的头像', // account.avatarOf
  '余额', // account.balance
  '余额不可用', // account.balanceUnavailable
  '复制地址', // account.copy
  '已复制', // account.copied
  '地址已复制到剪贴板', // account.copiedToast
  '无法复制地址。请选中后手动复制。', // account.copyFailed
  '断开连接', // account.disconnect
  '断开此钱包', // account.disconnectThis
  '断开所有钱包', // account.disconnectAll
  '网络:{network}', // account.network
  '钱包功能', // account.features
  '购买加密货币', // feature.onramp
  '兑换', // feature.swaps
  '收款', // feature.receive
  '发送', // feature.send
  '暂不可用', // feature.notAvailable
  '收款', // view.WalletReceive
  '你的地址二维码', // receive.qrLabel
  '你的地址', // receive.address
  '可收款的网络', // receive.networks
  '请仅通过以下网络之一向此地址发送资产。通过其他网络发送的资产可能会丢失。', // receive.networksNote
  '购买加密货币', // view.OnRampProviders
  '你所在的地区不提供加密货币购买服务。', // onramp.restricted
  '正在加载可购买的内容…', // onramp.loading
  '此网络上没有可购买的内容。', // onramp.nothing
  '购买币种', // onramp.purchaseCurrency
  '支付币种', // onramp.paymentCurrency
  '支付方式', // onramp.method
  '银行卡', // onramp.method.card
  '银行转账', // onramp.method.bank
  '金额({currency})', // onramp.amount
  '常用金额', // onramp.presets
  '介于 {min} 和 {max} {currency} 之间。', // onramp.limits
  '最低支付金额为 {min} {currency}。', // onramp.belowMin
  '最高支付金额为 {max} {currency}。', // onramp.aboveMax
  '服务商', // onramp.providers
  '手续费 {fee}', // onramp.fee
  '正在获取报价…', // onramp.quoting
  '你将收到约 {amount} {symbol}', // onramp.quote
  '已含手续费 {fee} {currency}', // onramp.quoteFee
  '通过 {provider} 购买', // onramp.buy
  '正在打开支付页面…', // onramp.opening
  '请在支付窗口中完成购买。', // onramp.waiting
  '购买完成:余额已更新。', // onramp.done
  '已购买', // activity.op.buy
  '兑换', // view.Swap
  '正在加载可兑换的代币…', // swap.loading
  '重试', // swap.retry
  '你支付', // swap.pay
  '你收到', // swap.receive
  '余额:{amount} {symbol}', // swap.balance
  '约 {value}', // swap.usdValue
  '最大', // swap.max
  '交换代币', // swap.flip
  '支付代币', // swap.chooseFrom
  '接收代币', // swap.chooseTo
  '未选择', // swap.noToken
  '选择', // swap.selectToken
  '选择支付代币', // swap.pickFrom
  '选择接收代币', // swap.pickTo
  '搜索代币', // swap.search
  '名称、符号或地址', // swap.searchPlaceholder
  '没有匹配的代币。', // swap.noMatch
  '取消', // swap.cancel
  '汇率', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  '价格影响', // swap.priceImpact
  '网络费用', // swap.networkFee
  '最大滑点', // swap.slippage
  '最少收到', // swap.minimumReceived
  '未知', // swap.unknown
  '选择代币', // swap.button.selectToken
  '输入数量', // swap.button.enterAmount
  '余额不足', // swap.button.insufficient
  '正在获取报价…', // swap.button.quoting
  '授权并兑换', // swap.button.approveAndSwap
  '兑换', // swap.button.swap
  '正在授权…', // swap.button.approving
  '正在兑换…', // swap.button.swapping
  '请在钱包中授权代币,然后确认兑换…', // swap.waitingApprove
  '请在钱包中确认兑换…', // swap.waiting
  '已将 {from} 兑换为 {to}:交易已确认。', // swap.done
  '签名被拒绝。未进行任何兑换。', // swap.declined
  '发送', // view.WalletSend
  '确认发送', // view.WalletSendPreview
  '代币', // send.token
  '{symbol} · 可用 {amount}', // send.tokenOption
  '正在加载你的代币…', // send.tokensLoading
  '数量', // send.amount
  '最大', // send.max
  '接收方', // send.to
  '地址或名称', // send.toPlaceholder
  '继续', // send.continue
  '正在检查…', // send.checking
  '请输入数量。', // send.problem.AMOUNT_MISSING
  '数量必须是数字,例如 0.5。', // send.problem.AMOUNT_NOT_NUMERIC
  '数量必须大于 0。', // send.problem.AMOUNT_NOT_POSITIVE
  '数量的小数位数超出了此代币允许的范围。', // send.problem.AMOUNT_TOO_PRECISE
  '请输入地址或名称。', // send.problem.RECEIVER_MISSING
  '这不是此网络的有效地址。', // send.problem.RECEIVER_INVALID
  '未找到此名称对应的地址。', // send.problem.RECEIVER_NAME_UNRESOLVED
  '请选择代币。', // send.problem.TOKEN_MISSING
  '此代币所在网络与当前连接的网络不同。', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  '此网络不支持发送。', // send.problem.NAMESPACE_UNSUPPORTED
  '余额不足。', // send.problem.INSUFFICIENT_BALANCE
  '数量', // send.preview.amount
  '价值', // send.preview.value
  '网络费用', // send.preview.fee
  '无法估算', // send.preview.feeUnknown
  '接收方', // send.preview.to
  '发送', // send.send
  '取消', // send.cancel
  '请在钱包中确认交易…', // send.waiting
  '签名被拒绝。未发送任何内容。', // send.declined
  '无法发送交易:{reason}', // send.failed
  '已发送 {amount} {symbol}:交易已确认。', // send.confirmed
  '{amount} {symbol} 的交易失败。', // send.settledFailed
  '支付', // view.Pay
  '{dapp} 请求付款', // pay.requestedBy
  '付款请求', // pay.request
  '价值', // pay.value
  '网络', // pay.network
  '收款方', // pay.to
  '支付', // pay.pay
  '取消', // pay.cancel
  '此付款请求无效。', // pay.invalid
  '请连接钱包以付款。', // pay.connect
  '连接钱包', // pay.connectButton
  '此付款在 {network} 上进行。请切换网络后付款。', // pay.wrongNetwork
  '切换到 {network}', // pay.switch
  '请在钱包中确认切换网络…', // pay.switching
  '网络未切换:{reason}', // pay.switchFailed
  '请在钱包中确认付款…', // pay.waiting
  '正在等待网络确认付款…', // pay.confirming
  '已支付 {amount} {symbol}。', // pay.confirmed
  '完成', // pay.done
  '签名被拒绝。未支付任何款项。', // pay.declined
  '{symbol} 不足,无法付款。', // pay.insufficient
  '购买加密货币', // pay.buy
  '付款失败:{reason}', // pay.failed
  '你的资产', // tabs.label
  '代币', // tabs.tokens
  'NFT', // tabs.nfts
  '活动', // tabs.activity
  '代币余额需要一项尚未接入此应用的数据服务。', // tabs.tokensEmpty
  'NFT 需要一项尚未接入此应用的数据服务。', // tabs.nftsEmpty
  '交易记录需要一项尚未接入此应用的数据服务。', // tabs.activityEmpty
  '选择名称', // view.RegisterAccountName
  '名称已注册', // view.RegisterAccountNameSuccess
  '选择名称', // names.open
  '你的名称', // names.label
  '至少 4 个字母、数字或连字符。', // names.hint
  '请至少使用 4 个字符:仅限字母、数字和连字符。', // names.invalid
  '此名称已被占用。请换一个。', // names.taken
  '正在查找名称…', // names.loadingSuggestions
  '建议', // names.suggestions
  '已占用', // names.registered
  '可用', // names.available
  '注册', // names.register
  '请在钱包中确认…', // names.registering
  '{name} 归你所有', // names.success
  '返回你的账户', // names.backToAccount
  '正在加载代币余额…', // tokens.loading
  '此网络上暂无代币。', // tokens.empty
  '总价值', // tokens.total
  '价格 {price}', // tokens.price
  '暂无价格', // tokens.unpriced
  '重试', // tokens.retry
  '正在加载 NFT…', // nfts.loading
  '此网络上暂无 NFT。', // nfts.empty
  '在目前已加载的交易中收到的 NFT。', // nfts.source
  '{name} 的图片', // nfts.imageOf
  '此网络不支持 NFT。', // nfts.unsupported
  '正在加载活动…', // activity.loading
  '此网络上暂无交易。', // activity.empty
  '正在加载更多交易…', // activity.loadingMore
  '加载更多', // activity.more
  '此网络不支持查看活动。', // activity.unsupported
  '重试', // activity.retry
  '失败', // activity.failed
  '待处理', // activity.pending
  '已发送', // activity.op.send
  '已收到', // activity.op.receive
  '已铸造', // activity.op.mint
  '已兑换', // activity.op.trade
  '已授权', // activity.op.approve
  '已部署合约', // activity.op.deploy
  '合约调用', // activity.op.execute
  '交易', // activity.op.other
  '无转账', // activity.noTransfers
  '网络列表', // networks.label
  '当前网络', // networks.current
  '不支持的网络({id})', // networks.unknown
  '正在切换…', // networks.switching
  '正在切换到 {network}', // switch.switching
  '请在钱包中批准切换。', // switch.approveInWallet
  '切换网络被拒绝', // switch.declined
  '无法切换到 {network}:{reason}', // switch.failed
  '此应用不支持你钱包当前所在的网络({network})。请切换到支持的网络以继续。', // unsupported.body
  '支持的网络', // unsupported.choose
  '改为断开连接', // unsupported.disconnect
  '{app} 请你登录', // siwx.heading
  '在 {wallet} 中签署一条消息,以证明你拥有此钱包。签名免费,不会发送任何交易。', // siwx.body
  '此处必须登录:取消将断开你的钱包。', // siwx.requiredHint
  '请在 {wallet} 中批准签名请求。', // siwx.approveInWallet
  '签名', // siwx.sign
  '正在签名…', // siwx.signing
  '取消', // siwx.cancel
  '此应用', // siwx.thisApp
  '使用邮箱登录', // email.section
  '邮箱', // email.label
  '继续', // email.continue
  '正在发送…', // email.sending
  '请输入发送至 {email} 的验证码', // otp.heading
  '验证码', // otp.group
  '第 {n} 位,共 6 位', // otp.digit
  '正在验证…', // otp.verifying
  '重新发送验证码', // otp.resend
  '新的验证码已发送至 {email}', // otp.resent
  '请查看收件箱:通过我们发送至 {email} 的链接批准此设备', // device.heading
  '正在等待你的批准…', // device.waiting
  '重试', // device.retry
  '更改邮箱', // account.updateEmail
  '邮箱已更改', // account.emailUpdated
  '新邮箱', // updateEmail.label
  '你当前的邮箱是 {email}。我们会先向它发送验证码,再向新地址发送一个。', // updateEmail.current
  '请在钱包窗口中批准请求', // approve.waiting
  '取消即拒绝该请求。', // approve.cancelHint
  '没有待批准的请求', // approve.nothing
  '取消', // approve.cancel
  '此版本的应用不提供该页面。', // unavailable.body
  '通知', // toast.region
  '关闭', // alert.dismiss
  '出了点问题。请重试。', // error.generic
  '请在 {n} 秒后重试', // error.EMAIL_LOGIN_COOLDOWN
  '代币余额不可用', // error.TOKEN_BALANCE_UNAVAILABLE
  '此网络不支持兑换', // error.SWAPS_NETWORK_NOT_SUPPORTED
  '此网络不支持 Gas 价格', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  '初始化身份验证时出现问题', // error.SIWX_INIT_FAILED
  '签名被拒绝', // error.SIGNATURE_DECLINED
  '此应用可能不支持 Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  '钱包使用了另一个账户登录', // error.SIWX_WRONG_ACCOUNT
  '邮箱无效', // error.INVALID_EMAIL
  '请输入 6 位验证码', // error.INVALID_OTP
  '无法获取交易', // error.TRANSACTIONS_FETCH_FAILED
  '不允许此操作', // error.RPC_NOT_ALLOWED_UI
  '请求已中止', // error.FRAME_RPC_ABORTED
  '出了点问题', // error.FRAME_REQUEST_ABORTED
  '发生错误', // error.FRAME_ERROR_REPLY
  '无法加载邮箱登录', // error.FRAME_LOAD_FAILED
  '未找到网络', // error.NETWORK_NOT_FOUND
  '不支持该链', // error.CHAIN_NOT_SUPPORTED
  '解析名称时出错', // error.NAME_RESOLVE_FAILED
  '获取名称建议时出错', // error.NAME_SUGGESTIONS_FAILED
  '无法加载可购买的内容', // error.ONRAMP_OPTIONS_FAILED
  '无法获取报价', // error.ONRAMP_QUOTE_FAILED
  '无法打开支付页面', // error.ONRAMP_CHECKOUT_FAILED
  '无法加载可兑换的代币', // error.SWAP_TOKENS_FAILED
  '无法获取兑换报价', // error.SWAP_QUOTE_FAILED
  '无法准备兑换', // error.SWAP_BUILD_FAILED
  '获取地址名称时出错', // error.NAMES_FOR_ADDRESS_FAILED
  '注册名称时出错', // error.NAME_REGISTER_FAILED
  '断开链连接失败', // error.DISCONNECT_FAILED
  '发生意外错误', // error.UNEXPECTED_ERROR
  '钱包无法完成请求', // error.WALLET_REQUEST_FAILED
  '操作已中止', // error.OPERATION_ABORTED
  '向服务器发出的请求失败', // error.HTTP_REQUEST_FAILED
  '内嵌钱包未及时响应', // error.FRAME_REQUEST_TIMEOUT
  '未找到网络', // alert.APKT001.title
  '应用配置无效', // alert.APKT002.title
  '钱包加载失败', // alert.APKT003.title
  '钱包请求超时', // alert.APKT004.title
  '域名未验证', // alert.APKT005.title
  '会话已过期', // alert.APKT006.title
  '项目 ID 无效', // alert.APKT007.title
  '缺少项目 ID', // alert.APKT008.title
  '服务器错误', // alert.APKT009.title
  '请求过多', // alert.APKT010.title
  '切换到你的智能账户', // account.toSmartAccount
  '切换到你的 EOA', // account.toEoa
  '登录', // view.ConnectingSocial
  '使用社交账号登录', // social.section
  '更多选项（{count}）', // social.more
  '使用 {provider} 登录', // social.heading
  '请在 {provider} 窗口中继续…', // social.waiting
  '取消', // social.cancel
  '登录窗口被拦截。请允许此网站的弹出窗口后重试。', // social.popupBlocked
  '登录窗口在你登录前已关闭。', // social.popupClosed
  '登录未完成，请重试。', // social.failed
  '使用 Farcaster 登录', // view.ConnectingFarcaster
  '正在准备你的代码…', // farcaster.preparing
  '用于 Farcaster 登录的二维码', // farcaster.qrLabel
  '用手机扫描', // farcaster.scan
  '用 Farcaster 应用扫描此二维码，或在手机上打开链接。', // farcaster.scanHint
  '在 Farcaster 中打开', // farcaster.open
  '此代码已过期。', // farcaster.expired
  '获取新代码', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Japanese (ja): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const ja: LocaleTexts = [
  'ウォレットを接続', // connectButton.label
  '接続中…', // connectButton.connecting
  '残高を読み込み中', // accountButton.balanceUnknown
  'ネットワーク:', // networkButton.prefix
  '未対応のネットワーク', // networkButton.unknown
  'ネットワーク', // networkButton.pending
  '読み込み中…', // modal.loading
  '閉じる', // modal.close
  'ウォレットの選択肢を読み込めませんでした。接続を確認して、もう一度お試しください。', // modal.loadFailed
  '再試行', // modal.retry
  '戻る', // modal.back
  'この手順は省略できません。続けるには下の選択肢から選んでください。', // modal.closeRefused
  'ウォレットを接続', // view.Connect
  'すべてのウォレット', // view.AllWallets
  '接続中', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'アカウント', // view.Account
  'ネットワークを選択', // view.Networks
  'ネットワークを切り替え', // view.SwitchNetwork
  'ネットワークを切り替え', // view.UnsupportedChain
  'サインイン', // view.SIWXSignMessage
  'トランザクションを承認', // view.ApproveTransaction
  '別のウォレットを接続', // view.SwitchActiveChain
  'メールアドレスを確認', // view.EmailVerifyOtp
  'このデバイスを承認', // view.EmailVerifyDevice
  'メールアドレスを変更', // view.UpdateEmailWallet
  '現在のメールアドレスを確認', // view.UpdateEmailPrimaryOtp
  '新しいメールアドレスを確認', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  '{network} を使うには、{chain} のウォレットを接続してください。', // switchChain.body
  '接続済みのウォレットは接続されたままです。', // switchChain.keep
  '{chain} のウォレットを接続', // switchChain.connect
  '利用できません', // view.unavailable
  'WalletConnect', // group.walletConnect
  '最近使用', // group.recent
  'インストール済み', // group.injected
  '注目', // group.featured
  'その他のウォレット', // group.custom
  '外部ウォレット', // group.external
  'おすすめ', // group.recommended
  'ウォレット', // connect.walletsLabel
  'インストール済み', // connect.installedBadge
  '最近使用', // connect.recentBadge
  'すべてのウォレット', // connect.allWallets
  'このブラウザーにウォレットが見つかりませんでした。', // connect.noWallets
  'ブラウザー用のウォレット拡張機能をインストールしてから、このページを再読み込みしてください。', // connect.noWalletsHint
  '{chain} のウォレット', // connect.onlyFor
  'このブラウザーに {chain} のウォレットが見つかりませんでした。', // connect.noWalletsFor
  '{wallet} を入手', // connect.getWallet
  '(新しいタブで開きます)', // connect.opensInNewTab
  'まだ利用できません', // connect.notAvailable
  'ウォレットを接続すると、次に同意したことになります:', // connect.legalAgree
  '利用規約', // connect.terms
  'プライバシーポリシー', // connect.privacy
  'および', // connect.legalAnd
  'ウォレットを検索', // allWallets.search
  'このブラウザー', // allWallets.inBrowser
  'おすすめ', // allWallets.recommended
  'ウォレット一覧', // allWallets.directory
  'さらにウォレットを読み込む', // allWallets.loadMore
  'ウォレットを読み込み中…', // allWallets.loading
  '{count} 件中 {shown} 件のウォレットを表示', // allWallets.shown
  '「{query}」に一致するウォレットはありません。', // allWallets.noResults
  'このアプリではウォレット一覧を利用できないため、このブラウザーで見つかったウォレットのみ表示しています。', // allWallets.directoryUnavailable
  'ウォレット一覧を読み込めませんでした。接続を確認して、もう一度お試しください。', // allWallets.directoryFailed
  '再試行', // allWallets.retry
  '{wallet} で続行してください', // connecting.continueIn
  'ウォレットで接続リクエストを承認してください。', // connecting.pendingHint
  '接続が拒否されました', // connecting.declined
  '{wallet} でリクエストが拒否されました。もう一度お試しいただけます。', // connecting.declinedHint
  '接続できませんでした', // connecting.failed
  '再試行', // connecting.retry
  'お使いのウォレット', // connecting.unknownWallet
  'スマートフォンでスキャン', // walletConnect.scan
  'スマートフォンで WalletConnect 対応ウォレットを開き、このコードをスキャンして接続してください。', // walletConnect.scanHint
  'WalletConnect で接続するための QR コード', // walletConnect.qrLabel
  'QR コードを準備中…', // walletConnect.preparing
  'リンクをコピー', // walletConnect.copyLink
  'リンクをコピーしました', // walletConnect.copied
  'リンクをコピーできませんでした。下のリンクを選択してください。', // walletConnect.copyFailed
  '{wallet} で開く', // walletConnect.openIn
  '接続サービスに接続できませんでした。接続を確認して、もう一度お試しください。', // walletConnect.relayUnreachable
  '任意の WalletConnect ウォレットでスキャンできます。このアプリが掲載していないネットワークも使えます。', // walletConnect.basicHint
  '{name} のアバター', // account.avatarOf
  '残高', // account.balance
  '残高を取得できません', // account.balanceUnavailable
  'アドレスをコピー', // account.copy
  'コピーしました', // account.copied
  'アドレスをクリップボードにコピーしました', // account.copiedToast
  'アドレスをコピーできませんでした。選択して手動でコピーしてください。', // account.copyFailed
  '切断', // account.disconnect
  'このウォレットを切断', // account.disconnectThis
  'すべてのウォレットを切断', // account.disconnectAll
  'ネットワーク: {network}', // account.network
  'ウォレットの機能', // account.features
  '暗号資産を購入', // feature.onramp
  'スワップ', // feature.swaps
  '受け取る', // feature.receive
  '送金', // feature.send
  'まだ利用できません', // feature.notAvailable
  '受け取る', // view.WalletReceive
  'あなたのアドレスの QR コード', // receive.qrLabel
  'あなたのアドレス', // receive.address
  '受け取れるネットワーク', // receive.networks
  'このアドレスへは、以下のいずれかのネットワークでのみ資産を送ってください。別のネットワークで送った資産は失われる可能性があります。', // receive.networksNote
  '暗号資産を購入', // view.OnRampProviders
  'お住まいの地域では暗号資産の購入は提供されていません。', // onramp.restricted
  '購入できるものを読み込み中…', // onramp.loading
  'このネットワークで購入できるものはありません。', // onramp.nothing
  '購入する通貨', // onramp.purchaseCurrency
  '支払う通貨', // onramp.paymentCurrency
  '支払い方法', // onramp.method
  'カード', // onramp.method.card
  '銀行振込', // onramp.method.bank
  '金額 ({currency})', // onramp.amount
  '金額の候補', // onramp.presets
  '{min}〜{max} {currency} の範囲です。', // onramp.limits
  '最低支払額は {min} {currency} です。', // onramp.belowMin
  '最高支払額は {max} {currency} です。', // onramp.aboveMax
  'プロバイダー', // onramp.providers
  '手数料 {fee}', // onramp.fee
  '見積もりを取得中…', // onramp.quoting
  '約 {amount} {symbol} を受け取ります', // onramp.quote
  '手数料 {fee} {currency} を含みます', // onramp.quoteFee
  '{provider} で購入', // onramp.buy
  '決済画面を開いています…', // onramp.opening
  '決済ウィンドウで購入を完了してください。', // onramp.waiting
  '購入が完了しました。残高が更新されています。', // onramp.done
  '購入', // activity.op.buy
  'スワップ', // view.Swap
  'スワップできるトークンを読み込み中…', // swap.loading
  '再試行', // swap.retry
  '支払う', // swap.pay
  '受け取る', // swap.receive
  '残高: {amount} {symbol}', // swap.balance
  '約 {value}', // swap.usdValue
  '最大', // swap.max
  'トークンを入れ替える', // swap.flip
  '支払うトークン', // swap.chooseFrom
  '受け取るトークン', // swap.chooseTo
  '未選択', // swap.noToken
  '選択', // swap.selectToken
  '支払うトークンを選択', // swap.pickFrom
  '受け取るトークンを選択', // swap.pickTo
  'トークンを検索', // swap.search
  '名前、シンボル、またはアドレス', // swap.searchPlaceholder
  '一致するトークンはありません。', // swap.noMatch
  'キャンセル', // swap.cancel
  'レート', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  '価格への影響', // swap.priceImpact
  'ネットワーク手数料', // swap.networkFee
  '最大スリッページ', // swap.slippage
  '最低受取額', // swap.minimumReceived
  '不明', // swap.unknown
  'トークンを選択', // swap.button.selectToken
  '数量を入力', // swap.button.enterAmount
  '残高が不足しています', // swap.button.insufficient
  '見積もりを取得中…', // swap.button.quoting
  '承認してスワップ', // swap.button.approveAndSwap
  'スワップ', // swap.button.swap
  '承認中…', // swap.button.approving
  'スワップ中…', // swap.button.swapping
  'ウォレットでトークンを承認してから、スワップを確定してください…', // swap.waitingApprove
  'ウォレットでスワップを確定してください…', // swap.waiting
  '{from} を {to} にスワップしました。トランザクションは確定済みです。', // swap.done
  '署名が拒否されました。スワップは行われていません。', // swap.declined
  '送金', // view.WalletSend
  '送金内容の確認', // view.WalletSendPreview
  'トークン', // send.token
  '{symbol} · 利用可能 {amount}', // send.tokenOption
  'トークンを読み込み中…', // send.tokensLoading
  '数量', // send.amount
  '最大', // send.max
  '送金先', // send.to
  'アドレスまたは名前', // send.toPlaceholder
  '続ける', // send.continue
  '確認中…', // send.checking
  '数量を入力してください。', // send.problem.AMOUNT_MISSING
  '数量は 0.5 のような数値で入力してください。', // send.problem.AMOUNT_NOT_NUMERIC
  '数量は 0 より大きくしてください。', // send.problem.AMOUNT_NOT_POSITIVE
  'このトークンで使える小数点以下の桁数を超えています。', // send.problem.AMOUNT_TOO_PRECISE
  'アドレスまたは名前を入力してください。', // send.problem.RECEIVER_MISSING
  'このネットワークで有効なアドレスではありません。', // send.problem.RECEIVER_INVALID
  'この名前のアドレスが見つかりませんでした。', // send.problem.RECEIVER_NAME_UNRESOLVED
  'トークンを選択してください。', // send.problem.TOKEN_MISSING
  'このトークンは接続中とは別のネットワークにあります。', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'このネットワークでは送金できません。', // send.problem.NAMESPACE_UNSUPPORTED
  '残高が不足しています。', // send.problem.INSUFFICIENT_BALANCE
  '数量', // send.preview.amount
  '価値', // send.preview.value
  'ネットワーク手数料', // send.preview.fee
  '見積もれませんでした', // send.preview.feeUnknown
  '送金先', // send.preview.to
  '送金', // send.send
  'キャンセル', // send.cancel
  'ウォレットでトランザクションを確定してください…', // send.waiting
  '署名が拒否されました。何も送金されていません。', // send.declined
  'トランザクションを送信できませんでした: {reason}', // send.failed
  '{amount} {symbol} を送金しました。トランザクションは確定済みです。', // send.confirmed
  '{amount} {symbol} のトランザクションは失敗しました。', // send.settledFailed
  '支払い', // view.Pay
  '{dapp} が支払いを求めています', // pay.requestedBy
  '支払いリクエスト', // pay.request
  '価値', // pay.value
  'ネットワーク', // pay.network
  '支払先', // pay.to
  '支払う', // pay.pay
  'キャンセル', // pay.cancel
  'この支払いリクエストは無効です。', // pay.invalid
  '支払うにはウォレットを接続してください。', // pay.connect
  'ウォレットを接続', // pay.connectButton
  'この支払いは {network} 上で行われます。ネットワークを切り替えてください。', // pay.wrongNetwork
  '{network} に切り替え', // pay.switch
  'ウォレットでネットワークの切り替えを確定してください…', // pay.switching
  'ネットワークを切り替えられませんでした: {reason}', // pay.switchFailed
  'ウォレットで支払いを確定してください…', // pay.waiting
  'ネットワークによる支払いの確定を待っています…', // pay.confirming
  '{amount} {symbol} を支払いました。', // pay.confirmed
  '完了', // pay.done
  '署名が拒否されました。支払いは行われていません。', // pay.declined
  '支払いに必要な {symbol} が足りません。', // pay.insufficient
  '暗号資産を購入', // pay.buy
  '支払いに失敗しました: {reason}', // pay.failed
  'あなたの資産', // tabs.label
  'トークン', // tabs.tokens
  'NFT', // tabs.nfts
  'アクティビティ', // tabs.activity
  'トークン残高の表示には、このアプリにまだ接続されていないデータサービスが必要です。', // tabs.tokensEmpty
  'NFT の表示には、このアプリにまだ接続されていないデータサービスが必要です。', // tabs.nftsEmpty
  '取引履歴の表示には、このアプリにまだ接続されていないデータサービスが必要です。', // tabs.activityEmpty
  '名前を選択', // view.RegisterAccountName
  '名前を登録しました', // view.RegisterAccountNameSuccess
  '名前を選択', // names.open
  'あなたの名前', // names.label
  '英字・数字・ハイフンで 4 文字以上。', // names.hint
  '英字・数字・ハイフンのみで 4 文字以上にしてください。', // names.invalid
  'この名前は使用済みです。別の名前をお試しください。', // names.taken
  '名前を検索中…', // names.loadingSuggestions
  '候補', // names.suggestions
  '使用済み', // names.registered
  '利用可能', // names.available
  '登録', // names.register
  'ウォレットで確定してください…', // names.registering
  '{name} はあなたのものです', // names.success
  'アカウントに戻る', // names.backToAccount
  'トークン残高を読み込み中…', // tokens.loading
  'このネットワークにはまだトークンがありません。', // tokens.empty
  '合計額', // tokens.total
  '価格 {price}', // tokens.price
  '価格なし', // tokens.unpriced
  '再試行', // tokens.retry
  'NFT を読み込み中…', // nfts.loading
  'このネットワークにはまだ NFT がありません。', // nfts.empty
  'これまでに読み込んだトランザクションで受け取った NFT です。', // nfts.source
  '{name} の画像', // nfts.imageOf
  'このネットワークでは NFT を利用できません。', // nfts.unsupported
  'アクティビティを読み込み中…', // activity.loading
  'このネットワークにはまだトランザクションがありません。', // activity.empty
  'さらにトランザクションを読み込み中…', // activity.loadingMore
  'さらに読み込む', // activity.more
  'このネットワークではアクティビティを利用できません。', // activity.unsupported
  '再試行', // activity.retry
  '失敗', // activity.failed
  '保留中', // activity.pending
  '送金', // activity.op.send
  '受取', // activity.op.receive
  'ミント', // activity.op.mint
  'スワップ', // activity.op.trade
  '承認', // activity.op.approve
  'コントラクトをデプロイ', // activity.op.deploy
  'コントラクト呼び出し', // activity.op.execute
  'トランザクション', // activity.op.other
  '送金なし', // activity.noTransfers
  'ネットワーク一覧', // networks.label
  '現在のネットワーク', // networks.current
  '未対応のネットワーク ({id})', // networks.unknown
  '切り替え中…', // networks.switching
  '{network} に切り替え中', // switch.switching
  'ウォレットで切り替えを承認してください。', // switch.approveInWallet
  'ネットワークの切り替えが拒否されました', // switch.declined
  '{network} に切り替えられませんでした: {reason}', // switch.failed
  'このアプリは、お使いのウォレットのネットワーク ({network}) に対応していません。続けるには対応ネットワークに切り替えてください。', // unsupported.body
  '対応ネットワーク', // unsupported.choose
  '代わりに切断する', // unsupported.disconnect
  '{app} がサインインを求めています', // siwx.heading
  '{wallet} でメッセージに署名して、このウォレットの所有者であることを証明してください。署名は無料で、トランザクションは送信されません。', // siwx.body
  'ここではサインインが必要です。キャンセルするとウォレットが切断されます。', // siwx.requiredHint
  '{wallet} で署名リクエストを承認してください。', // siwx.approveInWallet
  '署名', // siwx.sign
  '署名中…', // siwx.signing
  'キャンセル', // siwx.cancel
  'このアプリ', // siwx.thisApp
  'メールでログイン', // email.section
  'メールアドレス', // email.label
  '続ける', // email.continue
  '送信中…', // email.sending
  '{email} に送信したコードを入力してください', // otp.heading
  '確認コード', // otp.group
  '6 桁中 {n} 桁目', // otp.digit
  'コードを確認中…', // otp.verifying
  'コードを再送信', // otp.resend
  '{email} に新しいコードを送信しました', // otp.resent
  '受信トレイを確認し、{email} に送ったリンクからこのデバイスを承認してください', // device.heading
  '承認を待っています…', // device.waiting
  '再試行', // device.retry
  'メールアドレスを変更', // account.updateEmail
  'メールアドレスを変更しました', // account.emailUpdated
  '新しいメールアドレス', // updateEmail.label
  '現在のメールアドレスは {email} です。まずこのアドレスにコードを送り、次に新しいアドレスにもう 1 つ送ります。', // updateEmail.current
  'ウォレットのウィンドウでリクエストを承認してください', // approve.waiting
  'キャンセルするとリクエストは拒否されます。', // approve.cancelHint
  '承認待ちのものはありません', // approve.nothing
  'キャンセル', // approve.cancel
  'この画面は、このバージョンのアプリでは利用できません。', // unavailable.body
  '通知', // toast.region
  '閉じる', // alert.dismiss
  '問題が発生しました。もう一度お試しください。', // error.generic
  '{n} 秒後にもう一度お試しください', // error.EMAIL_LOGIN_COOLDOWN
  'トークン残高を取得できません', // error.TOKEN_BALANCE_UNAVAILABLE
  'このネットワークはスワップに対応していません', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'このネットワークはガス価格に対応していません', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  '認証の開始中に問題が発生しました', // error.SIWX_INIT_FAILED
  '署名が拒否されました', // error.SIGNATURE_DECLINED
  'このアプリケーションは Smart Accounts に対応していない可能性があります', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'ウォレットが別のアカウントでサインインしました', // error.SIWX_WRONG_ACCOUNT
  'メールアドレスが無効です', // error.INVALID_EMAIL
  '6 桁のコードを入力してください', // error.INVALID_OTP
  'トランザクションを取得できませんでした', // error.TRANSACTIONS_FETCH_FAILED
  'この操作は許可されていません', // error.RPC_NOT_ALLOWED_UI
  'リクエストが中断されました', // error.FRAME_RPC_ABORTED
  '問題が発生しました', // error.FRAME_REQUEST_ABORTED
  'エラーが発生しました', // error.FRAME_ERROR_REPLY
  'メールログインを読み込めませんでした', // error.FRAME_LOAD_FAILED
  'ネットワークが見つかりません', // error.NETWORK_NOT_FOUND
  'このチェーンには対応していません', // error.CHAIN_NOT_SUPPORTED
  '名前の解決中にエラーが発生しました', // error.NAME_RESOLVE_FAILED
  '名前の候補の取得中にエラーが発生しました', // error.NAME_SUGGESTIONS_FAILED
  '購入できるものを読み込めませんでした', // error.ONRAMP_OPTIONS_FAILED
  '見積もりを取得できませんでした', // error.ONRAMP_QUOTE_FAILED
  '決済画面を開けませんでした', // error.ONRAMP_CHECKOUT_FAILED
  'スワップするトークンを読み込めませんでした', // error.SWAP_TOKENS_FAILED
  'スワップの見積もりを取得できませんでした', // error.SWAP_QUOTE_FAILED
  'スワップを準備できませんでした', // error.SWAP_BUILD_FAILED
  'アドレスの名前の取得中にエラーが発生しました', // error.NAMES_FOR_ADDRESS_FAILED
  '名前の登録中にエラーが発生しました', // error.NAME_REGISTER_FAILED
  'チェーンを切断できませんでした', // error.DISCONNECT_FAILED
  '予期しないエラーが発生しました', // error.UNEXPECTED_ERROR
  'ウォレットがリクエストを完了できませんでした', // error.WALLET_REQUEST_FAILED
  '操作が中断されました', // error.OPERATION_ABORTED
  'サーバーへのリクエストに失敗しました', // error.HTTP_REQUEST_FAILED
  '埋め込みウォレットが時間内に応答しませんでした', // error.FRAME_REQUEST_TIMEOUT
  'ネットワークが見つかりません', // alert.APKT001.title
  'アプリの設定が無効です', // alert.APKT002.title
  'ウォレットを読み込めませんでした', // alert.APKT003.title
  'ウォレットへのリクエストがタイムアウトしました', // alert.APKT004.title
  '未確認のドメイン', // alert.APKT005.title
  'セッションの有効期限切れ', // alert.APKT006.title
  'プロジェクト ID が無効です', // alert.APKT007.title
  'プロジェクト ID がありません', // alert.APKT008.title
  'サーバーエラー', // alert.APKT009.title
  'リクエストが多すぎます', // alert.APKT010.title
  'スマートアカウントに切り替える', // account.toSmartAccount
  'EOA に切り替える', // account.toEoa
  'サインイン', // view.ConnectingSocial
  'ソーシャルアカウントでサインイン', // social.section
  'その他のオプション（{count}）', // social.more
  '{provider} でサインイン', // social.heading
  '{provider} のウィンドウで続けてください…', // social.waiting
  'キャンセル', // social.cancel
  'サインインウィンドウがブロックされました。このサイトのポップアップを許可して、もう一度お試しください。', // social.popupBlocked
  'サインインする前にサインインウィンドウが閉じられました。', // social.popupClosed
  'サインインが完了しませんでした。もう一度お試しください。', // social.failed
  'Farcasterでサインイン', // view.ConnectingFarcaster
  'コードを準備しています…', // farcaster.preparing
  'Farcasterでサインインするための QR コード', // farcaster.qrLabel
  'スマートフォンでスキャン', // farcaster.scan
  'Farcaster アプリでこのコードをスキャンするか、スマートフォンでリンクを開いてください。', // farcaster.scanHint
  'Farcasterで開く', // farcaster.open
  'このコードは期限切れです。', // farcaster.expired
  '新しいコードを取得', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Korean (ko): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const ko: LocaleTexts = [
  '지갑 연결', // connectButton.label
  '연결 중…', // connectButton.connecting
  '잔액 불러오는 중', // accountButton.balanceUnknown
  '네트워크:', // networkButton.prefix
  '지원되지 않는 네트워크', // networkButton.unknown
  '네트워크', // networkButton.pending
  '불러오는 중…', // modal.loading
  '닫기', // modal.close
  '지갑 옵션을 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.', // modal.loadFailed
  '다시 시도', // modal.retry
  '뒤로', // modal.back
  '이 단계는 건너뛸 수 없습니다. 계속하려면 아래에서 옵션을 선택하세요.', // modal.closeRefused
  '지갑 연결', // view.Connect
  '모든 지갑', // view.AllWallets
  '연결 중', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  '계정', // view.Account
  '네트워크 선택', // view.Networks
  '네트워크 전환', // view.SwitchNetwork
  '네트워크 전환', // view.UnsupportedChain
  '로그인', // view.SIWXSignMessage
  '트랜잭션 승인', // view.ApproveTransaction
  '다른 지갑 연결', // view.SwitchActiveChain
  '이메일 확인', // view.EmailVerifyOtp
  '이 기기 승인', // view.EmailVerifyDevice
  '이메일 변경', // view.UpdateEmailWallet
  '현재 이메일 확인', // view.UpdateEmailPrimaryOtp
  '새 이메일 확인', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  '{network}을(를) 사용하려면 {chain} 지갑을 연결하세요.', // switchChain.body
  '연결된 지갑은 계속 연결된 상태로 유지됩니다.', // switchChain.keep
  '{chain} 지갑 연결', // switchChain.connect
  '사용할 수 없음', // view.unavailable
  'WalletConnect', // group.walletConnect
  '최근 사용', // group.recent
  '설치됨', // group.injected
  '추천', // group.featured
  '더 많은 지갑', // group.custom
  '기타 지갑', // group.external
  '권장', // group.recommended
  '지갑', // connect.walletsLabel
  '설치됨', // connect.installedBadge
  '최근', // connect.recentBadge
  '모든 지갑', // connect.allWallets
  '이 브라우저에서 지갑을 찾을 수 없습니다.', // connect.noWallets
  '브라우저 지갑 확장 프로그램을 설치한 다음 이 페이지를 새로고침하세요.', // connect.noWalletsHint
  '{chain} 지갑', // connect.onlyFor
  '이 브라우저에서 {chain} 지갑을 찾을 수 없습니다.', // connect.noWalletsFor
  '{wallet} 받기', // connect.getWallet
  '(새 탭에서 열림)', // connect.opensInNewTab
  '아직 사용할 수 없음', // connect.notAvailable
  '지갑을 연결하면 다음에 동의하게 됩니다:', // connect.legalAgree
  '서비스 약관', // connect.terms
  '개인정보 처리방침', // connect.privacy
  '및', // connect.legalAnd
  '지갑 검색', // allWallets.search
  '이 브라우저', // allWallets.inBrowser
  '권장', // allWallets.recommended
  '지갑 디렉터리', // allWallets.directory
  '지갑 더 불러오기', // allWallets.loadMore
  '지갑 불러오는 중…', // allWallets.loading
  '지갑 {count}개 중 {shown}개 표시', // allWallets.shown
  '“{query}”와(과) 일치하는 지갑이 없습니다.', // allWallets.noResults
  '이 앱에서는 지갑 디렉터리를 사용할 수 없어 이 브라우저에서 찾은 지갑만 표시됩니다.', // allWallets.directoryUnavailable
  '지갑 디렉터리를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.', // allWallets.directoryFailed
  '다시 시도', // allWallets.retry
  '{wallet}에서 계속하세요', // connecting.continueIn
  '지갑에서 연결 요청을 수락하세요.', // connecting.pendingHint
  '연결이 거부되었습니다', // connecting.declined
  '{wallet}에서 요청이 거부되었습니다. 다시 시도할 수 있습니다.', // connecting.declinedHint
  '연결 실패', // connecting.failed
  '다시 시도', // connecting.retry
  '내 지갑', // connecting.unknownWallet
  '휴대폰으로 스캔', // walletConnect.scan
  '휴대폰에서 WalletConnect 지원 지갑을 열고 이 코드를 스캔해 연결하세요.', // walletConnect.scanHint
  'WalletConnect로 연결하는 QR 코드', // walletConnect.qrLabel
  'QR 코드 준비 중…', // walletConnect.preparing
  '링크 복사', // walletConnect.copyLink
  '링크를 복사했습니다', // walletConnect.copied
  '링크를 복사하지 못했습니다. 아래에서 직접 선택하세요.', // walletConnect.copyFailed
  '{wallet}에서 열기', // walletConnect.openIn
  '연결 서비스에 접속할 수 없습니다. 연결을 확인하고 다시 시도하세요.', // walletConnect.relayUnreachable
  '아무 WalletConnect 지갑으로나 스캔하세요. 이 앱에 없는 네트워크도 허용됩니다.', // walletConnect.basicHint
  '{name}의 아바타', // account.avatarOf
  '잔액', // account.balance
  '잔액을 확인할 수 없음', // account.balanceUnavailable
  '주소 복사', // account.copy
  '복사됨', // account.copied
  '주소를 클립보드에 복사했습니다', // account.copiedToast
  '주소를 복사하지 못했습니다. 선택해서 직접 복사하세요.', // account.copyFailed
  '연결 해제', // account.disconnect
  '이 지갑 연결 해제', // account.disconnectThis
  '모든 지갑 연결 해제', // account.disconnectAll
  '네트워크: {network}', // account.network
  '지갑 기능', // account.features
  '암호화폐 구매', // feature.onramp
  '스왑', // feature.swaps
  '받기', // feature.receive
  '보내기', // feature.send
  '아직 사용할 수 없음', // feature.notAvailable
  '받기', // view.WalletReceive
  '내 주소의 QR 코드', // receive.qrLabel
  '내 주소', // receive.address
  '받을 수 있는 네트워크', // receive.networks
  '이 주소로는 아래 네트워크 중 하나에서만 자산을 보내세요. 다른 네트워크로 보낸 자산은 잃을 수 있습니다.', // receive.networksNote
  '암호화폐 구매', // view.OnRampProviders
  '사용자의 지역에서는 암호화폐 구매를 제공하지 않습니다.', // onramp.restricted
  '구매할 수 있는 항목을 불러오는 중…', // onramp.loading
  '이 네트워크에서는 구매할 수 있는 항목이 없습니다.', // onramp.nothing
  '구매 통화', // onramp.purchaseCurrency
  '결제 통화', // onramp.paymentCurrency
  '결제 수단', // onramp.method
  '카드', // onramp.method.card
  '계좌 이체', // onramp.method.bank
  '금액({currency})', // onramp.amount
  '금액 선택', // onramp.presets
  '{min}~{max} {currency} 사이입니다.', // onramp.limits
  '최소 결제 금액은 {min} {currency}입니다.', // onramp.belowMin
  '최대 결제 금액은 {max} {currency}입니다.', // onramp.aboveMax
  '제공업체', // onramp.providers
  '수수료 {fee}', // onramp.fee
  '견적을 받는 중…', // onramp.quoting
  '약 {amount} {symbol}을(를) 받습니다', // onramp.quote
  '수수료 {fee} {currency} 포함', // onramp.quoteFee
  '{provider}(으)로 구매', // onramp.buy
  '결제 페이지를 여는 중…', // onramp.opening
  '결제 창에서 구매를 완료하세요.', // onramp.waiting
  '구매 완료: 잔액이 업데이트되었습니다.', // onramp.done
  '구매함', // activity.op.buy
  '스왑', // view.Swap
  '스왑할 수 있는 토큰을 불러오는 중…', // swap.loading
  '다시 시도', // swap.retry
  '지불', // swap.pay
  '받음', // swap.receive
  '잔액: {amount} {symbol}', // swap.balance
  '약 {value}', // swap.usdValue
  '최대', // swap.max
  '토큰 바꾸기', // swap.flip
  '지불할 토큰', // swap.chooseFrom
  '받을 토큰', // swap.chooseTo
  '선택 안 함', // swap.noToken
  '선택', // swap.selectToken
  '지불할 토큰 선택', // swap.pickFrom
  '받을 토큰 선택', // swap.pickTo
  '토큰 검색', // swap.search
  '이름, 심볼 또는 주소', // swap.searchPlaceholder
  '일치하는 토큰이 없습니다.', // swap.noMatch
  '취소', // swap.cancel
  '환율', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  '가격 영향', // swap.priceImpact
  '네트워크 수수료', // swap.networkFee
  '최대 슬리피지', // swap.slippage
  '최소 수령액', // swap.minimumReceived
  '알 수 없음', // swap.unknown
  '토큰 선택', // swap.button.selectToken
  '금액 입력', // swap.button.enterAmount
  '잔액 부족', // swap.button.insufficient
  '견적을 받는 중…', // swap.button.quoting
  '승인 후 스왑', // swap.button.approveAndSwap
  '스왑', // swap.button.swap
  '승인 중…', // swap.button.approving
  '스왑 중…', // swap.button.swapping
  '지갑에서 토큰을 승인한 다음 스왑을 확인하세요…', // swap.waitingApprove
  '지갑에서 스왑을 확인하세요…', // swap.waiting
  '{from}을(를) {to}(으)로 스왑했습니다: 트랜잭션이 확인되었습니다.', // swap.done
  '서명이 거부되었습니다. 스왑되지 않았습니다.', // swap.declined
  '보내기', // view.WalletSend
  '보내기 검토', // view.WalletSendPreview
  '토큰', // send.token
  '{symbol} · {amount} 사용 가능', // send.tokenOption
  '토큰을 불러오는 중…', // send.tokensLoading
  '금액', // send.amount
  '최대', // send.max
  '받는 사람', // send.to
  '주소 또는 이름', // send.toPlaceholder
  '계속', // send.continue
  '확인 중…', // send.checking
  '금액을 입력하세요.', // send.problem.AMOUNT_MISSING
  '금액은 0.5와 같은 숫자여야 합니다.', // send.problem.AMOUNT_NOT_NUMERIC
  '금액은 0보다 커야 합니다.', // send.problem.AMOUNT_NOT_POSITIVE
  '금액의 소수 자릿수가 이 토큰에서 허용하는 것보다 많습니다.', // send.problem.AMOUNT_TOO_PRECISE
  '주소 또는 이름을 입력하세요.', // send.problem.RECEIVER_MISSING
  '이 네트워크에서 유효한 주소가 아닙니다.', // send.problem.RECEIVER_INVALID
  '이 이름에 해당하는 주소를 찾지 못했습니다.', // send.problem.RECEIVER_NAME_UNRESOLVED
  '토큰을 선택하세요.', // send.problem.TOKEN_MISSING
  '이 토큰은 연결된 네트워크가 아닌 다른 네트워크에 있습니다.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  '이 네트워크에서는 보내기를 지원하지 않습니다.', // send.problem.NAMESPACE_UNSUPPORTED
  '잔액이 부족합니다.', // send.problem.INSUFFICIENT_BALANCE
  '금액', // send.preview.amount
  '가치', // send.preview.value
  '네트워크 수수료', // send.preview.fee
  '추정할 수 없음', // send.preview.feeUnknown
  '받는 사람', // send.preview.to
  '보내기', // send.send
  '취소', // send.cancel
  '지갑에서 트랜잭션을 확인하세요…', // send.waiting
  '서명이 거부되었습니다. 아무것도 보내지 않았습니다.', // send.declined
  '트랜잭션을 보내지 못했습니다: {reason}', // send.failed
  '{amount} {symbol}을(를) 보냈습니다: 트랜잭션이 확인되었습니다.', // send.confirmed
  '{amount} {symbol} 트랜잭션이 실패했습니다.', // send.settledFailed
  '결제', // view.Pay
  '{dapp}에서 결제를 요청합니다', // pay.requestedBy
  '결제 요청', // pay.request
  '가치', // pay.value
  '네트워크', // pay.network
  '받는 사람', // pay.to
  '결제', // pay.pay
  '취소', // pay.cancel
  '이 결제 요청은 유효하지 않습니다.', // pay.invalid
  '결제하려면 지갑을 연결하세요.', // pay.connect
  '지갑 연결', // pay.connectButton
  '이 결제는 {network}에서 이루어집니다. 결제하려면 네트워크를 전환하세요.', // pay.wrongNetwork
  '{network}(으)로 전환', // pay.switch
  '지갑에서 네트워크 전환을 확인하세요…', // pay.switching
  '네트워크가 전환되지 않았습니다: {reason}', // pay.switchFailed
  '지갑에서 결제를 확인하세요…', // pay.waiting
  '네트워크가 결제를 확인하기를 기다리는 중…', // pay.confirming
  '{amount} {symbol}을(를) 결제했습니다.', // pay.confirmed
  '완료', // pay.done
  '서명이 거부되었습니다. 결제되지 않았습니다.', // pay.declined
  '결제할 {symbol}이(가) 부족합니다.', // pay.insufficient
  '암호화폐 구매', // pay.buy
  '결제에 실패했습니다: {reason}', // pay.failed
  '내 자산', // tabs.label
  '토큰', // tabs.tokens
  'NFT', // tabs.nfts
  '활동', // tabs.activity
  '토큰 잔액을 보려면 아직 이 앱에 연결되지 않은 데이터 서비스가 필요합니다.', // tabs.tokensEmpty
  'NFT를 보려면 아직 이 앱에 연결되지 않은 데이터 서비스가 필요합니다.', // tabs.nftsEmpty
  '거래 내역을 보려면 아직 이 앱에 연결되지 않은 데이터 서비스가 필요합니다.', // tabs.activityEmpty
  '이름 선택', // view.RegisterAccountName
  '이름 등록 완료', // view.RegisterAccountNameSuccess
  '이름 선택', // names.open
  '내 이름', // names.label
  '영문자, 숫자 또는 하이픈 4자 이상.', // names.hint
  '영문자, 숫자, 하이픈만 사용해 4자 이상 입력하세요.', // names.invalid
  '이미 사용 중인 이름입니다. 다른 이름을 시도하세요.', // names.taken
  '이름을 찾는 중…', // names.loadingSuggestions
  '제안', // names.suggestions
  '사용 중', // names.registered
  '사용 가능', // names.available
  '등록', // names.register
  '지갑에서 확인하세요…', // names.registering
  '{name}은(는) 이제 내 것입니다', // names.success
  '계정으로 돌아가기', // names.backToAccount
  '토큰 잔액을 불러오는 중…', // tokens.loading
  '이 네트워크에는 아직 토큰이 없습니다.', // tokens.empty
  '총 가치', // tokens.total
  '가격 {price}', // tokens.price
  '가격 없음', // tokens.unpriced
  '다시 시도', // tokens.retry
  'NFT를 불러오는 중…', // nfts.loading
  '이 네트워크에는 아직 NFT가 없습니다.', // nfts.empty
  '지금까지 불러온 트랜잭션에서 받은 NFT입니다.', // nfts.source
  '{name}의 이미지', // nfts.imageOf
  '이 네트워크에서는 NFT를 사용할 수 없습니다.', // nfts.unsupported
  '활동을 불러오는 중…', // activity.loading
  '이 네트워크에는 아직 트랜잭션이 없습니다.', // activity.empty
  '트랜잭션을 더 불러오는 중…', // activity.loadingMore
  '더 불러오기', // activity.more
  '이 네트워크에서는 활동을 볼 수 없습니다.', // activity.unsupported
  '다시 시도', // activity.retry
  '실패', // activity.failed
  '대기 중', // activity.pending
  '보냄', // activity.op.send
  '받음', // activity.op.receive
  '민팅함', // activity.op.mint
  '스왑함', // activity.op.trade
  '승인함', // activity.op.approve
  '컨트랙트 배포', // activity.op.deploy
  '컨트랙트 호출', // activity.op.execute
  '트랜잭션', // activity.op.other
  '전송 없음', // activity.noTransfers
  '네트워크 목록', // networks.label
  '현재 네트워크', // networks.current
  '지원되지 않는 네트워크({id})', // networks.unknown
  '전환 중…', // networks.switching
  '{network}(으)로 전환 중', // switch.switching
  '지갑에서 전환을 승인하세요.', // switch.approveInWallet
  '네트워크 전환이 거부되었습니다', // switch.declined
  '{network}(으)로 전환하지 못했습니다: {reason}', // switch.failed
  '이 앱은 지갑이 사용 중인 네트워크({network})를 지원하지 않습니다. 계속하려면 지원되는 네트워크로 전환하세요.', // unsupported.body
  '지원되는 네트워크', // unsupported.choose
  '대신 연결 해제', // unsupported.disconnect
  '{app}에서 로그인을 요청합니다', // siwx.heading
  '{wallet}에서 메시지에 서명해 이 지갑의 소유자임을 증명하세요. 서명은 무료이며 트랜잭션을 보내지 않습니다.', // siwx.body
  '여기서는 로그인이 필요합니다: 취소하면 지갑 연결이 해제됩니다.', // siwx.requiredHint
  '{wallet}에서 서명 요청을 승인하세요.', // siwx.approveInWallet
  '서명', // siwx.sign
  '서명 중…', // siwx.signing
  '취소', // siwx.cancel
  '이 앱', // siwx.thisApp
  '이메일로 로그인', // email.section
  '이메일', // email.label
  '계속', // email.continue
  '보내는 중…', // email.sending
  '{email}(으)로 보낸 코드를 입력하세요', // otp.heading
  '인증 코드', // otp.group
  '6자리 중 {n}번째', // otp.digit
  '코드를 확인하는 중…', // otp.verifying
  '코드 다시 보내기', // otp.resend
  '{email}(으)로 새 코드를 보냈습니다', // otp.resent
  '받은편지함을 확인하세요: {email}(으)로 보낸 링크에서 이 기기를 승인하세요', // device.heading
  '승인을 기다리는 중…', // device.waiting
  '다시 시도', // device.retry
  '이메일 변경', // account.updateEmail
  '이메일이 변경되었습니다', // account.emailUpdated
  '새 이메일', // updateEmail.label
  '현재 이메일은 {email}입니다. 먼저 이 주소로 코드를 보내고, 그다음 새 주소로 또 하나를 보냅니다.', // updateEmail.current
  '지갑 창에서 요청을 승인하세요', // approve.waiting
  '취소하면 요청이 거부됩니다.', // approve.cancelHint
  '승인 대기 중인 항목이 없습니다', // approve.nothing
  '취소', // approve.cancel
  '이 화면은 이 버전의 앱에서 사용할 수 없습니다.', // unavailable.body
  '알림', // toast.region
  '닫기', // alert.dismiss
  '문제가 발생했습니다. 다시 시도하세요.', // error.generic
  '{n}초 후에 다시 시도하세요', // error.EMAIL_LOGIN_COOLDOWN
  '토큰 잔액을 확인할 수 없음', // error.TOKEN_BALANCE_UNAVAILABLE
  '스왑을 지원하지 않는 네트워크', // error.SWAPS_NETWORK_NOT_SUPPORTED
  '가스 가격을 지원하지 않는 네트워크', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  '인증을 시작하는 중 문제가 발생했습니다', // error.SIWX_INIT_FAILED
  '서명이 거부되었습니다', // error.SIGNATURE_DECLINED
  '이 애플리케이션은 Smart Accounts를 지원하지 않을 수 있습니다', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  '지갑이 다른 계정으로 로그인했습니다', // error.SIWX_WRONG_ACCOUNT
  '잘못된 이메일', // error.INVALID_EMAIL
  '6자리 코드를 입력하세요', // error.INVALID_OTP
  '트랜잭션을 가져오지 못했습니다', // error.TRANSACTIONS_FETCH_FAILED
  '허용되지 않는 작업', // error.RPC_NOT_ALLOWED_UI
  '요청이 중단되었습니다', // error.FRAME_RPC_ABORTED
  '문제가 발생했습니다', // error.FRAME_REQUEST_ABORTED
  '오류가 발생했습니다', // error.FRAME_ERROR_REPLY
  '이메일 로그인을 불러오지 못했습니다', // error.FRAME_LOAD_FAILED
  '네트워크를 찾을 수 없음', // error.NETWORK_NOT_FOUND
  '지원되지 않는 체인', // error.CHAIN_NOT_SUPPORTED
  '이름을 조회하는 중 오류 발생', // error.NAME_RESOLVE_FAILED
  '이름 제안을 가져오는 중 오류 발생', // error.NAME_SUGGESTIONS_FAILED
  '구매할 수 있는 항목을 불러오지 못했습니다', // error.ONRAMP_OPTIONS_FAILED
  '견적을 받지 못했습니다', // error.ONRAMP_QUOTE_FAILED
  '결제 페이지를 열지 못했습니다', // error.ONRAMP_CHECKOUT_FAILED
  '스왑할 토큰을 불러오지 못했습니다', // error.SWAP_TOKENS_FAILED
  '스왑 견적을 받지 못했습니다', // error.SWAP_QUOTE_FAILED
  '스왑을 준비하지 못했습니다', // error.SWAP_BUILD_FAILED
  '주소의 이름을 가져오는 중 오류 발생', // error.NAMES_FOR_ADDRESS_FAILED
  '이름을 등록하는 중 오류 발생', // error.NAME_REGISTER_FAILED
  '체인 연결을 해제하지 못했습니다', // error.DISCONNECT_FAILED
  '예기치 않은 오류가 발생했습니다', // error.UNEXPECTED_ERROR
  '지갑이 요청을 완료하지 못했습니다', // error.WALLET_REQUEST_FAILED
  '작업이 중단되었습니다', // error.OPERATION_ABORTED
  '서버 요청에 실패했습니다', // error.HTTP_REQUEST_FAILED
  '내장 지갑이 제시간에 응답하지 않았습니다', // error.FRAME_REQUEST_TIMEOUT
  '네트워크를 찾을 수 없음', // alert.APKT001.title
  '잘못된 앱 구성', // alert.APKT002.title
  '지갑 로드 실패', // alert.APKT003.title
  '지갑 요청 시간 초과', // alert.APKT004.title
  '확인되지 않은 도메인', // alert.APKT005.title
  '세션 만료', // alert.APKT006.title
  '잘못된 프로젝트 ID', // alert.APKT007.title
  '프로젝트 ID 없음', // alert.APKT008.title
  '서버 오류', // alert.APKT009.title
  '요청이 너무 많음', // alert.APKT010.title
  '스마트 계정으로 전환', // account.toSmartAccount
  'EOA로 전환', // account.toEoa
  '로그인', // view.ConnectingSocial
  '소셜 계정으로 로그인', // social.section
  '더 보기 ({count})', // social.more
  '{provider}(으)로 로그인', // social.heading
  '{provider} 창에서 계속하세요…', // social.waiting
  '취소', // social.cancel
  '로그인 창이 차단되었습니다. 이 사이트의 팝업을 허용한 후 다시 시도하세요.', // social.popupBlocked
  '로그인하기 전에 로그인 창이 닫혔습니다.', // social.popupClosed
  '로그인이 완료되지 않았습니다. 다시 시도하세요.', // social.failed
  'Farcaster로 로그인', // view.ConnectingFarcaster
  '코드를 준비하는 중…', // farcaster.preparing
  'Farcaster 로그인용 QR 코드', // farcaster.qrLabel
  '휴대폰으로 스캔하세요', // farcaster.scan
  'Farcaster 앱으로 이 코드를 스캔하거나 휴대폰에서 링크를 여세요.', // farcaster.scanHint
  'Farcaster에서 열기', // farcaster.open
  '이 코드는 만료되었습니다.', // farcaster.expired
  '새 코드 받기', // farcaster.newCode
]

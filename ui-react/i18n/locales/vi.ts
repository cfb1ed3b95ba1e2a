import type { LocaleTexts } from '../localeKeys.js'

/** Vietnamese (vi): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const vi: LocaleTexts = [
  'Kết nối ví', // connectButton.label
  'Đang kết nối…', // connectButton.connecting
  'Đang tải số dư', // accountButton.balanceUnknown
  'Mạng:', // networkButton.prefix
  'Mạng không được hỗ trợ', // networkButton.unknown
  'Mạng', // networkButton.pending
  'Đang tải…', // modal.loading
  'Đóng', // modal.close
  'Không thể tải các tùy chọn ví. Hãy kiểm tra kết nối và thử lại.', // modal.loadFailed
  'Thử lại', // modal.retry
  'Quay lại', // modal.back
  'Không thể bỏ qua bước này. Hãy chọn một tùy chọn bên dưới để tiếp tục.', // modal.closeRefused
  'Kết nối ví', // view.Connect
  'Tất cả ví', // view.AllWallets
  'Đang kết nối', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Tài khoản', // view.Account
  'Chọn mạng', // view.Networks
  'Chuyển mạng', // view.SwitchNetwork
  'Chuyển mạng', // view.UnsupportedChain
  'Đăng nhập', // view.SIWXSignMessage
  'Phê duyệt giao dịch', // view.ApproveTransaction
  'Kết nối ví khác', // view.SwitchActiveChain
  'Xác nhận email của bạn', // view.EmailVerifyOtp
  'Phê duyệt thiết bị này', // view.EmailVerifyDevice
  'Đổi email của bạn', // view.UpdateEmailWallet
  'Xác nhận email hiện tại', // view.UpdateEmailPrimaryOtp
  'Xác nhận email mới', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Để dùng {network}, hãy kết nối một ví cho {chain}.', // switchChain.body
  'Các ví bạn đã kết nối vẫn được giữ kết nối.', // switchChain.keep
  'Kết nối ví cho {chain}', // switchChain.connect
  'Không khả dụng', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Gần đây', // group.recent
  'Đã cài đặt', // group.injected
  'Nổi bật', // group.featured
  'Thêm ví', // group.custom
  'Ví khác', // group.external
  'Đề xuất', // group.recommended
  'Danh sách ví', // connect.walletsLabel
  'Đã cài', // connect.installedBadge
  'Gần đây', // connect.recentBadge
  'Tất cả ví', // connect.allWallets
  'Không tìm thấy ví nào trong trình duyệt này.', // connect.noWallets
  'Hãy cài tiện ích ví cho trình duyệt, rồi tải lại trang này.', // connect.noWalletsHint
  'Ví cho {chain}', // connect.onlyFor
  'Không tìm thấy ví cho {chain} trong trình duyệt này.', // connect.noWalletsFor
  'Tải {wallet}', // connect.getWallet
  '(mở trong thẻ mới)', // connect.opensInNewTab
  'Chưa khả dụng', // connect.notAvailable
  'Khi kết nối ví, bạn đồng ý với', // connect.legalAgree
  'Điều khoản dịch vụ', // connect.terms
  'Chính sách quyền riêng tư', // connect.privacy
  'và', // connect.legalAnd
  'Tìm ví', // allWallets.search
  'Trong trình duyệt này', // allWallets.inBrowser
  'Đề xuất', // allWallets.recommended
  'Danh bạ ví', // allWallets.directory
  'Tải thêm ví', // allWallets.loadMore
  'Đang tải ví…', // allWallets.loading
  'Đang hiển thị {shown} trên {count} ví', // allWallets.shown
  'Không có ví nào khớp với “{query}”.', // allWallets.noResults
  'Danh bạ ví không khả dụng trong ứng dụng này, nên chỉ hiển thị các ví tìm thấy trong trình duyệt này.', // allWallets.directoryUnavailable
  'Không thể tải danh bạ ví. Hãy kiểm tra kết nối và thử lại.', // allWallets.directoryFailed
  'Thử lại', // allWallets.retry
  'Tiếp tục trong {wallet}', // connecting.continueIn
  'Chấp nhận yêu cầu kết nối trong ví của bạn.', // connecting.pendingHint
  'Kết nối bị từ chối', // connecting.declined
  'Yêu cầu đã bị từ chối trong {wallet}. Bạn có thể thử lại.', // connecting.declinedHint
  'Kết nối thất bại', // connecting.failed
  'Thử lại', // connecting.retry
  'ví của bạn', // connecting.unknownWallet
  'Quét bằng điện thoại', // walletConnect.scan
  'Mở một ví hỗ trợ WalletConnect trên điện thoại và quét mã này để kết nối.', // walletConnect.scanHint
  'Mã QR để kết nối bằng WalletConnect', // walletConnect.qrLabel
  'Đang chuẩn bị mã QR…', // walletConnect.preparing
  'Sao chép liên kết', // walletConnect.copyLink
  'Đã sao chép liên kết', // walletConnect.copied
  'Không thể sao chép liên kết. Hãy chọn liên kết bên dưới.', // walletConnect.copyFailed
  'Mở trong {wallet}', // walletConnect.openIn
  'Không thể kết nối tới dịch vụ kết nối. Hãy kiểm tra kết nối và thử lại.', // walletConnect.relayUnreachable
  'Quét bằng bất kỳ ví WalletConnect nào. Các mạng không có trong danh sách của ứng dụng vẫn được phép.', // walletConnect.basicHint
  'Ảnh đại diện của {name}', // account.avatarOf
  'Số dư', // account.balance
  'Không có số dư', // account.balanceUnavailable
  'Sao chép địa chỉ', // account.copy
  'Đã sao chép', // account.copied
  'Đã sao chép địa chỉ vào bộ nhớ tạm', // account.copiedToast
  'Không thể sao chép địa chỉ. Hãy chọn và sao chép thủ công.', // account.copyFailed
  'Ngắt kết nối', // account.disconnect
  'Ngắt kết nối ví này', // account.disconnectThis
  'Ngắt kết nối tất cả ví', // account.disconnectAll
  'Mạng: {network}', // account.network
  'Tính năng ví', // account.features
  'Mua tiền mã hóa', // feature.onramp
  'Hoán đổi', // feature.swaps
  'Nhận', // feature.receive
  'Gửi', // feature.send
  'Chưa khả dụng', // feature.notAvailable
  'Nhận', // view.WalletReceive
  'Mã QR của địa chỉ bạn', // receive.qrLabel
  'Địa chỉ của bạn', // receive.address
  'Các mạng bạn có thể nhận', // receive.networks
  'Chỉ gửi tài sản tới địa chỉ này trên một trong các mạng sau. Tài sản gửi trên mạng khác có thể bị mất.', // receive.networksNote
  'Mua tiền mã hóa', // view.OnRampProviders
  'Khu vực của bạn không hỗ trợ mua tiền mã hóa.', // onramp.restricted
  'Đang tải những gì bạn có thể mua…', // onramp.loading
  'Không có gì để mua trên mạng này.', // onramp.nothing
  'Bạn mua', // onramp.purchaseCurrency
  'Bạn thanh toán bằng', // onramp.paymentCurrency
  'Phương thức thanh toán', // onramp.method
  'Thẻ', // onramp.method.card
  'Chuyển khoản ngân hàng', // onramp.method.bank
  'Số tiền ({currency})', // onramp.amount
  'Mức tiền', // onramp.presets
  'Từ {min} đến {max} {currency}.', // onramp.limits
  'Số tiền tối thiểu là {min} {currency}.', // onramp.belowMin
  'Số tiền tối đa là {max} {currency}.', // onramp.aboveMax
  'Nhà cung cấp', // onramp.providers
  'phí {fee}', // onramp.fee
  'Đang lấy báo giá…', // onramp.quoting
  'Bạn nhận khoảng {amount} {symbol}', // onramp.quote
  'Đã gồm phí {fee} {currency}', // onramp.quoteFee
  'Mua qua {provider}', // onramp.buy
  'Đang mở trang thanh toán…', // onramp.opening
  'Hoàn tất giao dịch mua trong cửa sổ thanh toán.', // onramp.waiting
  'Mua thành công: số dư của bạn đã được cập nhật.', // onramp.done
  'Đã mua', // activity.op.buy
  'Hoán đổi', // view.Swap
  'Đang tải các token bạn có thể hoán đổi…', // swap.loading
  'Thử lại', // swap.retry
  'Bạn trả', // swap.pay
  'Bạn nhận', // swap.receive
  'Số dư: {amount} {symbol}', // swap.balance
  'khoảng {value}', // swap.usdValue
  'Tối đa', // swap.max
  'Đảo token', // swap.flip
  'Token để trả', // swap.chooseFrom
  'Token để nhận', // swap.chooseTo
  'chưa chọn', // swap.noToken
  'Chọn', // swap.selectToken
  'Chọn token để trả', // swap.pickFrom
  'Chọn token để nhận', // swap.pickTo
  'Tìm token', // swap.search
  'Tên, ký hiệu hoặc địa chỉ', // swap.searchPlaceholder
  'Không có token nào khớp.', // swap.noMatch
  'Hủy', // swap.cancel
  'Tỷ giá', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Tác động giá', // swap.priceImpact
  'Phí mạng', // swap.networkFee
  'Trượt giá tối đa', // swap.slippage
  'Nhận tối thiểu', // swap.minimumReceived
  'Không rõ', // swap.unknown
  'Chọn token', // swap.button.selectToken
  'Nhập số lượng', // swap.button.enterAmount
  'Số dư không đủ', // swap.button.insufficient
  'Đang lấy báo giá…', // swap.button.quoting
  'Phê duyệt & hoán đổi', // swap.button.approveAndSwap
  'Hoán đổi', // swap.button.swap
  'Đang phê duyệt…', // swap.button.approving
  'Đang hoán đổi…', // swap.button.swapping
  'Phê duyệt token trong ví, sau đó xác nhận hoán đổi…', // swap.waitingApprove
  'Xác nhận hoán đổi trong ví của bạn…', // swap.waiting
  'Đã hoán đổi {from} lấy {to}: giao dịch đã được xác nhận.', // swap.done
  'Chữ ký bị từ chối. Không có gì được hoán đổi.', // swap.declined
  'Gửi', // view.WalletSend
  'Xem lại giao dịch gửi', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} khả dụng', // send.tokenOption
  'Đang tải token của bạn…', // send.tokensLoading
  'Số lượng', // send.amount
  'Tối đa', // send.max
  'Đến', // send.to
  'Địa chỉ hoặc tên', // send.toPlaceholder
  'Tiếp tục', // send.continue
  'Đang kiểm tra…', // send.checking
  'Nhập số lượng.', // send.problem.AMOUNT_MISSING
  'Số lượng phải là một số, ví dụ 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Số lượng phải lớn hơn 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'Số lượng có nhiều chữ số thập phân hơn mức token này cho phép.', // send.problem.AMOUNT_TOO_PRECISE
  'Nhập địa chỉ hoặc tên.', // send.problem.RECEIVER_MISSING
  'Đây không phải địa chỉ hợp lệ trên mạng này.', // send.problem.RECEIVER_INVALID
  'Không tìm thấy địa chỉ cho tên này.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Chọn một token.', // send.problem.TOKEN_MISSING
  'Token này nằm trên mạng khác với mạng đang kết nối.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Mạng này không hỗ trợ gửi.', // send.problem.NAMESPACE_UNSUPPORTED
  'Số dư không đủ.', // send.problem.INSUFFICIENT_BALANCE
  'Số lượng', // send.preview.amount
  'Giá trị', // send.preview.value
  'Phí mạng', // send.preview.fee
  'Không thể ước tính', // send.preview.feeUnknown
  'Đến', // send.preview.to
  'Gửi', // send.send
  'Hủy', // send.cancel
  'Xác nhận giao dịch trong ví của bạn…', // send.waiting
  'Chữ ký bị từ chối. Không có gì được gửi.', // send.declined
  'Không thể gửi giao dịch: {reason}', // send.failed
  'Đã gửi {amount} {symbol}: giao dịch đã được xác nhận.', // send.confirmed
  'Giao dịch {amount} {symbol} thất bại.', // send.settledFailed
  'Thanh toán', // view.Pay
  '{dapp} yêu cầu thanh toán', // pay.requestedBy
  'Yêu cầu thanh toán', // pay.request
  'Giá trị', // pay.value
  'Mạng', // pay.network
  'Đến', // pay.to
  'Thanh toán', // pay.pay
  'Hủy', // pay.cancel
  'Yêu cầu thanh toán này không hợp lệ.', // pay.invalid
  'Kết nối ví để thanh toán.', // pay.connect
  'Kết nối ví', // pay.connectButton
  'Khoản thanh toán này trên {network}. Hãy chuyển mạng để thanh toán.', // pay.wrongNetwork
  'Chuyển sang {network}', // pay.switch
  'Xác nhận chuyển mạng trong ví của bạn…', // pay.switching
  'Chưa chuyển được mạng: {reason}', // pay.switchFailed
  'Xác nhận thanh toán trong ví của bạn…', // pay.waiting
  'Đang chờ mạng xác nhận thanh toán…', // pay.confirming
  'Đã thanh toán {amount} {symbol}.', // pay.confirmed
  'Xong', // pay.done
  'Chữ ký bị từ chối. Không có khoản nào được thanh toán.', // pay.declined
  'Không đủ {symbol} để thanh toán.', // pay.insufficient
  'Mua tiền mã hóa', // pay.buy
  'Thanh toán thất bại: {reason}', // pay.failed
  'Tài sản của bạn', // tabs.label
  'Token', // tabs.tokens
  'NFT', // tabs.nfts
  'Hoạt động', // tabs.activity
  'Số dư token cần một dịch vụ dữ liệu chưa được kết nối với ứng dụng này.', // tabs.tokensEmpty
  'NFT cần một dịch vụ dữ liệu chưa được kết nối với ứng dụng này.', // tabs.nftsEmpty
  'Lịch sử giao dịch cần một dịch vụ dữ liệu chưa được kết nối với ứng dụng này.', // tabs.activityEmpty
  'Chọn tên', // view.RegisterAccountName
  'Đã đăng ký tên', // view.RegisterAccountNameSuccess
  'Chọn tên', // names.open
  'Tên của bạn', // names.label
  'Ít nhất 4 chữ cái, chữ số hoặc dấu gạch nối.', // names.hint
  'Dùng ít nhất 4 ký tự: chỉ chữ cái, chữ số và dấu gạch nối.', // names.invalid
  'Tên này đã có người dùng. Hãy thử tên khác.', // names.taken
  'Đang tìm tên…', // names.loadingSuggestions
  'Gợi ý', // names.suggestions
  'Đã có người dùng', // names.registered
  'Còn trống', // names.available
  'Đăng ký', // names.register
  'Xác nhận trong ví của bạn…', // names.registering
  '{name} là của bạn', // names.success
  'Quay lại tài khoản', // names.backToAccount
  'Đang tải số dư token…', // tokens.loading
  'Chưa có token nào trên mạng này.', // tokens.empty
  'Tổng giá trị', // tokens.total
  'Giá {price}', // tokens.price
  'Chưa có giá', // tokens.unpriced
  'Thử lại', // tokens.retry
  'Đang tải NFT…', // nfts.loading
  'Chưa có NFT nào trên mạng này.', // nfts.empty
  'Các NFT nhận được trong những giao dịch đã tải.', // nfts.source
  'Hình ảnh của {name}', // nfts.imageOf
  'NFT không khả dụng trên mạng này.', // nfts.unsupported
  'Đang tải hoạt động…', // activity.loading
  'Chưa có giao dịch nào trên mạng này.', // activity.empty
  'Đang tải thêm giao dịch…', // activity.loadingMore
  'Tải thêm', // activity.more
  'Hoạt động không khả dụng trên mạng này.', // activity.unsupported
  'Thử lại', // activity.retry
  'Thất bại', // activity.failed
  'Đang chờ', // activity.pending
  'Đã gửi', // activity.op.send
  'Đã nhận', // activity.op.receive
  'Đã đúc', // activity.op.mint
  'Đã hoán đổi', // activity.op.trade
  'Đã phê duyệt', // activity.op.approve
  'Đã triển khai hợp đồng', // activity.op.deploy
  'Gọi hợp đồng', // activity.op.execute
  'Giao dịch', // activity.op.other
  'Không có chuyển khoản', // activity.noTransfers
  'Các mạng', // networks.label
  'Mạng hiện tại', // networks.current
  'Mạng không được hỗ trợ ({id})', // networks.unknown
  'Đang chuyển…', // networks.switching
  'Đang chuyển sang {network}', // switch.switching
  'Phê duyệt việc chuyển mạng trong ví của bạn.', // switch.approveInWallet
  'Chuyển mạng bị từ chối', // switch.declined
  'Không thể chuyển sang {network}: {reason}', // switch.failed
  'Ứng dụng này không hỗ trợ mạng mà ví của bạn đang dùng ({network}). Hãy chuyển sang một mạng được hỗ trợ để tiếp tục.', // unsupported.body
  'Các mạng được hỗ trợ', // unsupported.choose
  'Ngắt kết nối thay thế', // unsupported.disconnect
  '{app} muốn bạn đăng nhập', // siwx.heading
  'Ký một tin nhắn trong {wallet} để chứng minh bạn sở hữu ví này. Việc ký là miễn phí và không gửi giao dịch nào.', // siwx.body
  'Bắt buộc đăng nhập ở đây: hủy sẽ ngắt kết nối ví của bạn.', // siwx.requiredHint
  'Phê duyệt yêu cầu ký trong {wallet}.', // siwx.approveInWallet
  'Ký', // siwx.sign
  'Đang ký…', // siwx.signing
  'Hủy', // siwx.cancel
  'Ứng dụng này', // siwx.thisApp
  'Đăng nhập bằng email', // email.section
  'Địa chỉ email', // email.label
  'Tiếp tục', // email.continue
  'Đang gửi…', // email.sending
  'Nhập mã đã gửi tới {email}', // otp.heading
  'Mã xác minh', // otp.group
  'Chữ số {n} trên 6', // otp.digit
  'Đang kiểm tra mã…', // otp.verifying
  'Gửi lại mã', // otp.resend
  'Mã mới đang được gửi tới {email}', // otp.resent
  'Hãy kiểm tra hộp thư: phê duyệt thiết bị này qua liên kết chúng tôi đã gửi tới {email}', // device.heading
  'Đang chờ bạn phê duyệt…', // device.waiting
  'Thử lại', // device.retry
  'Cập nhật email', // account.updateEmail
  'Đã cập nhật email', // account.emailUpdated
  'Email mới', // updateEmail.label
  'Email hiện tại của bạn là {email}. Chúng tôi gửi mã tới email này trước, rồi gửi một mã khác tới địa chỉ mới.', // updateEmail.current
  'Phê duyệt yêu cầu trong cửa sổ ví', // approve.waiting
  'Hủy sẽ từ chối yêu cầu.', // approve.cancelHint
  'Không có gì đang chờ phê duyệt', // approve.nothing
  'Hủy', // approve.cancel
  'Màn hình này không có trong phiên bản ứng dụng này.', // unavailable.body
  'Thông báo', // toast.region
  'Bỏ qua', // alert.dismiss
  'Đã xảy ra lỗi. Vui lòng thử lại.', // error.generic
  'Vui lòng thử lại sau {n} giây', // error.EMAIL_LOGIN_COOLDOWN
  'Không có số dư token', // error.TOKEN_BALANCE_UNAVAILABLE
  'Mạng không hỗ trợ hoán đổi', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Mạng không hỗ trợ giá gas', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Đã xảy ra sự cố khi khởi tạo xác thực', // error.SIWX_INIT_FAILED
  'Chữ ký bị từ chối', // error.SIGNATURE_DECLINED
  'Ứng dụng này có thể không hỗ trợ Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Ví đã đăng nhập bằng một tài khoản khác', // error.SIWX_WRONG_ACCOUNT
  'Email không hợp lệ', // error.INVALID_EMAIL
  'Nhập mã gồm 6 chữ số', // error.INVALID_OTP
  'Không thể tải giao dịch', // error.TRANSACTIONS_FETCH_FAILED
  'Hành động không được phép', // error.RPC_NOT_ALLOWED_UI
  'Yêu cầu đã bị hủy', // error.FRAME_RPC_ABORTED
  'Đã xảy ra lỗi', // error.FRAME_REQUEST_ABORTED
  'Đã có lỗi xảy ra', // error.FRAME_ERROR_REPLY
  'Không thể tải đăng nhập bằng email', // error.FRAME_LOAD_FAILED
  'Không tìm thấy mạng', // error.NETWORK_NOT_FOUND
  'Chuỗi không được hỗ trợ', // error.CHAIN_NOT_SUPPORTED
  'Lỗi khi phân giải tên', // error.NAME_RESOLVE_FAILED
  'Lỗi khi tải gợi ý tên', // error.NAME_SUGGESTIONS_FAILED
  'Không thể tải những gì bạn có thể mua', // error.ONRAMP_OPTIONS_FAILED
  'Không thể lấy báo giá', // error.ONRAMP_QUOTE_FAILED
  'Không thể mở trang thanh toán', // error.ONRAMP_CHECKOUT_FAILED
  'Không thể tải token để hoán đổi', // error.SWAP_TOKENS_FAILED
  'Không thể lấy báo giá hoán đổi', // error.SWAP_QUOTE_FAILED
  'Không thể chuẩn bị hoán đổi', // error.SWAP_BUILD_FAILED
  'Lỗi khi tải tên của địa chỉ', // error.NAMES_FOR_ADDRESS_FAILED
  'Lỗi khi đăng ký tên', // error.NAME_REGISTER_FAILED
  'Không thể ngắt kết nối chuỗi', // error.DISCONNECT_FAILED
  'Đã xảy ra lỗi không mong muốn', // error.UNEXPECTED_ERROR
  'Ví không thể hoàn tất yêu cầu', // error.WALLET_REQUEST_FAILED
  'Thao tác đã bị hủy', // error.OPERATION_ABORTED
  'Yêu cầu tới máy chủ thất bại', // error.HTTP_REQUEST_FAILED
  'Ví nhúng không phản hồi kịp thời', // error.FRAME_REQUEST_TIMEOUT
  'Không tìm thấy mạng', // alert.APKT001.title
  'Cấu hình ứng dụng không hợp lệ', // alert.APKT002.title
  'Tải ví thất bại', // alert.APKT003.title
  'Hết thời gian yêu cầu ví', // alert.APKT004.title
  'Tên miền chưa xác minh', // alert.APKT005.title
  'Phiên đã hết hạn', // alert.APKT006.title
  'ID dự án không hợp lệ', // alert.APKT007.title
  'Thiếu ID dự án', // alert.APKT008.title
  'Lỗi máy chủ', // alert.APKT009.title
  'Quá nhiều yêu cầu', // alert.APKT010.title
  'Chuyển sang tài khoản thông minh', // account.toSmartAccount
  'Chuyển sang tài khoản EOA', // account.toEoa
  'Đăng nhập', // view.ConnectingSocial
  'Đăng nhập bằng tài khoản mạng xã hội', // social.section
  'Tùy chọn khác ({count})', // social.more
  'Đăng nhập bằng {provider}', // social.heading
  'Tiếp tục trong cửa sổ {provider}…', // social.waiting
  'Hủy', // social.cancel
  'Cửa sổ đăng nhập đã bị chặn. Hãy cho phép cửa sổ bật lên cho trang này và thử lại.', // social.popupBlocked
  'Cửa sổ đăng nhập đã bị đóng trước khi bạn đăng nhập.', // social.popupClosed
  'Đăng nhập chưa hoàn tất. Vui lòng thử lại.', // social.failed
  'Đăng nhập bằng Farcaster', // view.ConnectingFarcaster
  'Đang chuẩn bị mã của bạn…', // farcaster.preparing
  'Mã QR để đăng nhập bằng Farcaster', // farcaster.qrLabel
  'Quét bằng điện thoại', // farcaster.scan
  'Quét mã này bằng ứng dụng Farcaster hoặc mở liên kết trên điện thoại của bạn.', // farcaster.scanHint
  'Mở trong Farcaster', // farcaster.open
  'Mã này đã hết hạn.', // farcaster.expired
  'Lấy mã mới', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Thai (th): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const th: LocaleTexts = [
  'เชื่อมต่อวอลเล็ต', // connectButton.label
  'กำลังเชื่อมต่อ…', // connectButton.connecting
  'กำลังโหลดยอดคงเหลือ', // accountButton.balanceUnknown
  'เครือข่าย:', // networkButton.prefix
  'เครือข่ายที่ไม่รองรับ', // networkButton.unknown
  'เครือข่าย', // networkButton.pending
  'กำลังโหลด…', // modal.loading
  'ปิด', // modal.close
  'โหลดตัวเลือกวอลเล็ตไม่สำเร็จ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง', // modal.loadFailed
  'ลองอีกครั้ง', // modal.retry
  'ย้อนกลับ', // modal.back
  'ข้ามขั้นตอนนี้ไม่ได้ เลือกตัวเลือกด้านล่างเพื่อดำเนินการต่อ', // modal.closeRefused
  'เชื่อมต่อวอลเล็ต', // view.Connect
  'วอลเล็ตทั้งหมด', // view.AllWallets
  'กำลังเชื่อมต่อ', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'บัญชี', // view.Account
  'เลือกเครือข่าย', // view.Networks
  'สลับเครือข่าย', // view.SwitchNetwork
  'สลับเครือข่าย', // view.UnsupportedChain
  'ลงชื่อเข้าใช้', // view.SIWXSignMessage
  'อนุมัติธุรกรรม', // view.ApproveTransaction
  'เชื่อมต่อวอลเล็ตอื่น', // view.SwitchActiveChain
  'ยืนยันอีเมลของคุณ', // view.EmailVerifyOtp
  'อนุมัติอุปกรณ์นี้', // view.EmailVerifyDevice
  'เปลี่ยนอีเมลของคุณ', // view.UpdateEmailWallet
  'ยืนยันอีเมลปัจจุบัน', // view.UpdateEmailPrimaryOtp
  'ยืนยันอีเมลใหม่', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'หากต้องการใช้ {network} ให้เชื่อมต่อวอลเล็ตสำหรับ {chain}', // switchChain.body
  'วอลเล็ตที่คุณเชื่อมต่อไว้จะยังคงเชื่อมต่ออยู่', // switchChain.keep
  'เชื่อมต่อวอลเล็ตสำหรับ {chain}', // switchChain.connect
  'ไม่พร้อมใช้งาน', // view.unavailable
  'WalletConnect', // group.walletConnect
  'ล่าสุด', // group.recent
  'ติดตั้งแล้ว', // group.injected
  'แนะนำพิเศษ', // group.featured
  'วอลเล็ตเพิ่มเติม', // group.custom
  'วอลเล็ตอื่นๆ', // group.external
  'แนะนำ', // group.recommended
  'วอลเล็ต', // connect.walletsLabel
  'ติดตั้งแล้ว', // connect.installedBadge
  'ล่าสุด', // connect.recentBadge
  'วอลเล็ตทั้งหมด', // connect.allWallets
  'ไม่พบวอลเล็ตในเบราว์เซอร์นี้', // connect.noWallets
  'ติดตั้งส่วนขยายวอลเล็ตสำหรับเบราว์เซอร์ แล้วโหลดหน้านี้ใหม่', // connect.noWalletsHint
  'วอลเล็ตสำหรับ {chain}', // connect.onlyFor
  'ไม่พบวอลเล็ตสำหรับ {chain} ในเบราว์เซอร์นี้', // connect.noWalletsFor
  'รับ {wallet}', // connect.getWallet
  '(เปิดในแท็บใหม่)', // connect.opensInNewTab
  'ยังไม่พร้อมใช้งาน', // connect.notAvailable
  'การเชื่อมต่อวอลเล็ตถือว่าคุณยอมรับ', // connect.legalAgree
  'ข้อกำหนดในการให้บริการ', // connect.terms
  'นโยบายความเป็นส่วนตัว', // connect.privacy
  'และ', // connect.legalAnd
  'ค้นหาวอลเล็ต', // allWallets.search
  'ในเบราว์เซอร์นี้', // allWallets.inBrowser
  'แนะนำ', // allWallets.recommended
  'ไดเรกทอรีวอลเล็ต', // allWallets.directory
  'โหลดวอลเล็ตเพิ่ม', // allWallets.loadMore
  'กำลังโหลดวอลเล็ต…', // allWallets.loading
  'แสดง {shown} จาก {count} วอลเล็ต', // allWallets.shown
  'ไม่มีวอลเล็ตที่ตรงกับ “{query}”', // allWallets.noResults
  'ไดเรกทอรีวอลเล็ตไม่พร้อมใช้งานในแอปนี้ จึงแสดงเฉพาะวอลเล็ตที่พบในเบราว์เซอร์นี้', // allWallets.directoryUnavailable
  'โหลดไดเรกทอรีวอลเล็ตไม่สำเร็จ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง', // allWallets.directoryFailed
  'ลองอีกครั้ง', // allWallets.retry
  'ดำเนินการต่อใน {wallet}', // connecting.continueIn
  'ยอมรับคำขอเชื่อมต่อในวอลเล็ตของคุณ', // connecting.pendingHint
  'การเชื่อมต่อถูกปฏิเสธ', // connecting.declined
  'คำขอถูกปฏิเสธใน {wallet} คุณลองอีกครั้งได้', // connecting.declinedHint
  'เชื่อมต่อไม่สำเร็จ', // connecting.failed
  'ลองอีกครั้ง', // connecting.retry
  'วอลเล็ตของคุณ', // connecting.unknownWallet
  'สแกนด้วยโทรศัพท์', // walletConnect.scan
  'เปิดวอลเล็ตที่รองรับ WalletConnect บนโทรศัพท์ แล้วสแกนโค้ดนี้เพื่อเชื่อมต่อ', // walletConnect.scanHint
  'คิวอาร์โค้ดสำหรับเชื่อมต่อด้วย WalletConnect', // walletConnect.qrLabel
  'กำลังเตรียมคิวอาร์โค้ด…', // walletConnect.preparing
  'คัดลอกลิงก์', // walletConnect.copyLink
  'คัดลอกลิงก์แล้ว', // walletConnect.copied
  'คัดลอกลิงก์ไม่สำเร็จ เลือกลิงก์ด้านล่างแทน', // walletConnect.copyFailed
  'เปิดใน {wallet}', // walletConnect.openIn
  'ติดต่อบริการเชื่อมต่อไม่ได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง', // walletConnect.relayUnreachable
  'สแกนด้วยวอลเล็ต WalletConnect ใดก็ได้ เครือข่ายที่แอปนี้ไม่ได้ระบุก็ใช้ได้', // walletConnect.basicHint
  'อวาตาร์ของ {name}', // account.avatarOf
  'ยอดคงเหลือ', // account.balance
  'ไม่มีข้อมูลยอดคงเหลือ', // account.balanceUnavailable
  'คัดลอกที่อยู่', // account.copy
  'คัดลอกแล้ว', // account.copied
  'คัดลอกที่อยู่ไปยังคลิปบอร์ดแล้ว', // account.copiedToast
  'คัดลอกที่อยู่ไม่สำเร็จ เลือกแล้วคัดลอกด้วยตนเอง', // account.copyFailed
  'ยกเลิกการเชื่อมต่อ', // account.disconnect
  'ยกเลิกการเชื่อมต่อวอลเล็ตนี้', // account.disconnectThis
  'ยกเลิกการเชื่อมต่อวอลเล็ตทั้งหมด', // account.disconnectAll
  'เครือข่าย: {network}', // account.network
  'ฟีเจอร์วอลเล็ต', // account.features
  'ซื้อคริปโต', // feature.onramp
  'สลับโทเค็น', // feature.swaps
  'รับ', // feature.receive
  'ส่ง', // feature.send
  'ยังไม่พร้อมใช้งาน', // feature.notAvailable
  'รับ', // view.WalletReceive
  'คิวอาร์โค้ดของที่อยู่คุณ', // receive.qrLabel
  'ที่อยู่ของคุณ', // receive.address
  'เครือข่ายที่คุณรับได้', // receive.networks
  'ส่งสินทรัพย์มายังที่อยู่นี้บนเครือข่ายใดเครือข่ายหนึ่งต่อไปนี้เท่านั้น สินทรัพย์ที่ส่งบนเครือข่ายอื่นอาจสูญหาย', // receive.networksNote
  'ซื้อคริปโต', // view.OnRampProviders
  'ภูมิภาคของคุณไม่รองรับการซื้อคริปโต', // onramp.restricted
  'กำลังโหลดรายการที่คุณซื้อได้…', // onramp.loading
  'ไม่มีสิ่งใดให้ซื้อบนเครือข่ายนี้', // onramp.nothing
  'คุณซื้อ', // onramp.purchaseCurrency
  'คุณจ่ายด้วย', // onramp.paymentCurrency
  'วิธีชำระเงิน', // onramp.method
  'บัตร', // onramp.method.card
  'โอนผ่านธนาคาร', // onramp.method.bank
  'จำนวนเงิน ({currency})', // onramp.amount
  'จำนวนเงิน', // onramp.presets
  'ระหว่าง {min} ถึง {max} {currency}', // onramp.limits
  'จำนวนขั้นต่ำที่จ่ายได้คือ {min} {currency}', // onramp.belowMin
  'จำนวนสูงสุดที่จ่ายได้คือ {max} {currency}', // onramp.aboveMax
  'ผู้ให้บริการ', // onramp.providers
  'ค่าธรรมเนียม {fee}', // onramp.fee
  'กำลังขอใบเสนอราคา…', // onramp.quoting
  'คุณจะได้รับประมาณ {amount} {symbol}', // onramp.quote
  'รวมค่าธรรมเนียม {fee} {currency} แล้ว', // onramp.quoteFee
  'ซื้อผ่าน {provider}', // onramp.buy
  'กำลังเปิดหน้าชำระเงิน…', // onramp.opening
  'ทำการซื้อให้เสร็จในหน้าต่างชำระเงิน', // onramp.waiting
  'ซื้อสำเร็จ: อัปเดตยอดคงเหลือแล้ว', // onramp.done
  'ซื้อแล้ว', // activity.op.buy
  'สลับโทเค็น', // view.Swap
  'กำลังโหลดโทเค็นที่คุณสลับได้…', // swap.loading
  'ลองอีกครั้ง', // swap.retry
  'คุณจ่าย', // swap.pay
  'คุณได้รับ', // swap.receive
  'ยอดคงเหลือ: {amount} {symbol}', // swap.balance
  'ประมาณ {value}', // swap.usdValue
  'สูงสุด', // swap.max
  'สลับตำแหน่งโทเค็น', // swap.flip
  'โทเค็นที่ใช้จ่าย', // swap.chooseFrom
  'โทเค็นที่จะได้รับ', // swap.chooseTo
  'ยังไม่ได้เลือก', // swap.noToken
  'เลือก', // swap.selectToken
  'เลือกโทเค็นที่ใช้จ่าย', // swap.pickFrom
  'เลือกโทเค็นที่จะได้รับ', // swap.pickTo
  'ค้นหาโทเค็น', // swap.search
  'ชื่อ สัญลักษณ์ หรือที่อยู่', // swap.searchPlaceholder
  'ไม่มีโทเค็นที่ตรงกัน', // swap.noMatch
  'ยกเลิก', // swap.cancel
  'อัตรา', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'ผลกระทบต่อราคา', // swap.priceImpact
  'ค่าธรรมเนียมเครือข่าย', // swap.networkFee
  'สลิปเพจสูงสุด', // swap.slippage
  'ได้รับขั้นต่ำ', // swap.minimumReceived
  'ไม่ทราบ', // swap.unknown
  'เลือกโทเค็น', // swap.button.selectToken
  'ป้อนจำนวน', // swap.button.enterAmount
  'ยอดคงเหลือไม่พอ', // swap.button.insufficient
  'กำลังขอใบเสนอราคา…', // swap.button.quoting
  'อนุมัติและสลับ', // swap.button.approveAndSwap
  'สลับ', // swap.button.swap
  'กำลังอนุมัติ…', // swap.button.approving
  'กำลังสลับ…', // swap.button.swapping
  'อนุมัติโทเค็นในวอลเล็ตของคุณ แล้วยืนยันการสลับ…', // swap.waitingApprove
  'ยืนยันการสลับในวอลเล็ตของคุณ…', // swap.waiting
  'สลับ {from} เป็น {to} แล้ว: ธุรกรรมได้รับการยืนยัน', // swap.done
  'ลายเซ็นถูกปฏิเสธ ไม่มีการสลับใดๆ', // swap.declined
  'ส่ง', // view.WalletSend
  'ตรวจสอบการส่ง', // view.WalletSendPreview
  'โทเค็น', // send.token
  '{symbol} · ใช้ได้ {amount}', // send.tokenOption
  'กำลังโหลดโทเค็นของคุณ…', // send.tokensLoading
  'จำนวน', // send.amount
  'สูงสุด', // send.max
  'ถึง', // send.to
  'ที่อยู่หรือชื่อ', // send.toPlaceholder
  'ดำเนินการต่อ', // send.continue
  'กำลังตรวจสอบ…', // send.checking
  'ป้อนจำนวน', // send.problem.AMOUNT_MISSING
  'จำนวนต้องเป็นตัวเลข เช่น 0.5', // send.problem.AMOUNT_NOT_NUMERIC
  'จำนวนต้องมากกว่า 0', // send.problem.AMOUNT_NOT_POSITIVE
  'จำนวนมีทศนิยมมากกว่าที่โทเค็นนี้อนุญาต', // send.problem.AMOUNT_TOO_PRECISE
  'ป้อนที่อยู่หรือชื่อ', // send.problem.RECEIVER_MISSING
  'นี่ไม่ใช่ที่อยู่ที่ถูกต้องสำหรับเครือข่ายนี้', // send.problem.RECEIVER_INVALID
  'ไม่พบที่อยู่สำหรับชื่อนี้', // send.problem.RECEIVER_NAME_UNRESOLVED
  'เลือกโทเค็น', // send.problem.TOKEN_MISSING
  'โทเค็นนี้อยู่บนเครือข่ายอื่นที่ไม่ใช่เครือข่ายที่เชื่อมต่ออยู่', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'เครือข่ายนี้ไม่รองรับการส่ง', // send.problem.NAMESPACE_UNSUPPORTED
  'ยอดคงเหลือไม่พอ', // send.problem.INSUFFICIENT_BALANCE
  'จำนวน', // send.preview.amount
  'มูลค่า', // send.preview.value
  'ค่าธรรมเนียมเครือข่าย', // send.preview.fee
  'ประเมินไม่ได้', // send.preview.feeUnknown
  'ถึง', // send.preview.to
  'ส่ง', // send.send
  'ยกเลิก', // send.cancel
  'ยืนยันธุรกรรมในวอลเล็ตของคุณ…', // send.waiting
  'ลายเซ็นถูกปฏิเสธ ไม่มีการส่งใดๆ', // send.declined
  'ส่งธุรกรรมไม่สำเร็จ: {reason}', // send.failed
  'ส่ง {amount} {symbol} แล้ว: ธุรกรรมได้รับการยืนยัน', // send.confirmed
  'ธุรกรรม {amount} {symbol} ล้มเหลว', // send.settledFailed
  'ชำระเงิน', // view.Pay
  '{dapp} ขอรับการชำระเงิน', // pay.requestedBy
  'คำขอชำระเงิน', // pay.request
  'มูลค่า', // pay.value
  'เครือข่าย', // pay.network
  'ถึง', // pay.to
  'ชำระเงิน', // pay.pay
  'ยกเลิก', // pay.cancel
  'คำขอชำระเงินนี้ไม่ถูกต้อง', // pay.invalid
  'เชื่อมต่อวอลเล็ตเพื่อชำระเงิน', // pay.connect
  'เชื่อมต่อวอลเล็ต', // pay.connectButton
  'การชำระเงินนี้อยู่บน {network} สลับเครือข่ายเพื่อชำระเงิน', // pay.wrongNetwork
  'สลับไปยัง {network}', // pay.switch
  'ยืนยันการสลับเครือข่ายในวอลเล็ตของคุณ…', // pay.switching
  'ไม่ได้สลับเครือข่าย: {reason}', // pay.switchFailed
  'ยืนยันการชำระเงินในวอลเล็ตของคุณ…', // pay.waiting
  'กำลังรอเครือข่ายยืนยันการชำระเงิน…', // pay.confirming
  'ชำระ {amount} {symbol} แล้ว', // pay.confirmed
  'เสร็จสิ้น', // pay.done
  'ลายเซ็นถูกปฏิเสธ ไม่มีการชำระเงินใดๆ', // pay.declined
  '{symbol} ไม่พอสำหรับชำระเงิน', // pay.insufficient
  'ซื้อคริปโต', // pay.buy
  'การชำระเงินล้มเหลว: {reason}', // pay.failed
  'สินทรัพย์ของคุณ', // tabs.label
  'โทเค็น', // tabs.tokens
  'NFT', // tabs.nfts
  'กิจกรรม', // tabs.activity
  'ยอดคงเหลือโทเค็นต้องใช้บริการข้อมูลที่ยังไม่ได้เชื่อมต่อกับแอปนี้', // tabs.tokensEmpty
  'NFT ต้องใช้บริการข้อมูลที่ยังไม่ได้เชื่อมต่อกับแอปนี้', // tabs.nftsEmpty
  'ประวัติธุรกรรมของคุณต้องใช้บริการข้อมูลที่ยังไม่ได้เชื่อมต่อกับแอปนี้', // tabs.activityEmpty
  'เลือกชื่อ', // view.RegisterAccountName
  'ลงทะเบียนชื่อแล้ว', // view.RegisterAccountNameSuccess
  'เลือกชื่อ', // names.open
  'ชื่อของคุณ', // names.label
  'อย่างน้อย 4 ตัวอักษร ตัวเลข หรือขีดกลาง', // names.hint
  'ใช้อย่างน้อย 4 อักขระ: ตัวอักษร ตัวเลข และขีดกลางเท่านั้น', // names.invalid
  'ชื่อนี้ถูกใช้แล้ว ลองชื่ออื่น', // names.taken
  'กำลังค้นหาชื่อ…', // names.loadingSuggestions
  'คำแนะนำ', // names.suggestions
  'ถูกใช้แล้ว', // names.registered
  'ว่าง', // names.available
  'ลงทะเบียน', // names.register
  'ยืนยันในวอลเล็ตของคุณ…', // names.registering
  '{name} เป็นของคุณแล้ว', // names.success
  'กลับไปที่บัญชีของคุณ', // names.backToAccount
  'กำลังโหลดยอดคงเหลือโทเค็น…', // tokens.loading
  'ยังไม่มีโทเค็นบนเครือข่ายนี้', // tokens.empty
  'มูลค่ารวม', // tokens.total
  'ราคา {price}', // tokens.price
  'ไม่มีราคา', // tokens.unpriced
  'ลองอีกครั้ง', // tokens.retry
  'กำลังโหลด NFT…', // nfts.loading
  'ยังไม่มี NFT บนเครือข่ายนี้', // nfts.empty
  'NFT ที่ได้รับในธุรกรรมที่โหลดมาจนถึงตอนนี้', // nfts.source
  'รูปภาพของ {name}', // nfts.imageOf
  'NFT ไม่พร้อมใช้งานบนเครือข่ายนี้', // nfts.unsupported
  'กำลังโหลดกิจกรรม…', // activity.loading
  'ยังไม่มีธุรกรรมบนเครือข่ายนี้', // activity.empty
  'กำลังโหลดธุรกรรมเพิ่มเติม…', // activity.loadingMore
  'โหลดเพิ่ม', // activity.more
  'กิจกรรมไม่พร้อมใช้งานบนเครือข่ายนี้', // activity.unsupported
  'ลองอีกครั้ง', // activity.retry
  'ล้มเหลว', // activity.failed
  'รอดำเนินการ', // activity.pending
  'ส่งแล้ว', // activity.op.send
  'ได้รับแล้ว', // activity.op.receive
  'มินต์แล้ว', // activity.op.mint
  'สลับแล้ว', // activity.op.trade
  'อนุมัติแล้ว', // activity.op.approve
  'ติดตั้งสัญญาแล้ว', // activity.op.deploy
  'เรียกใช้สัญญา', // activity.op.execute
  'ธุรกรรม', // activity.op.other
  'ไม่มีการโอน', // activity.noTransfers
  'เครือข่ายทั้งหมด', // networks.label
  'เครือข่ายปัจจุบัน', // networks.current
  'เครือข่ายที่ไม่รองรับ ({id})', // networks.unknown
  'กำลังสลับ…', // networks.switching
  'กำลังสลับไปยัง {network}', // switch.switching
  'อนุมัติการสลับในวอลเล็ตของคุณ', // switch.approveInWallet
  'การสลับเครือข่ายถูกปฏิเสธ', // switch.declined
  'สลับไปยัง {network} ไม่สำเร็จ: {reason}', // switch.failed
  'แอปนี้ไม่รองรับเครือข่ายที่วอลเล็ตของคุณใช้อยู่ ({network}) สลับไปยังเครือข่ายที่รองรับเพื่อดำเนินการต่อ', // unsupported.body
  'เครือข่ายที่รองรับ', // unsupported.choose
  'ยกเลิกการเชื่อมต่อแทน', // unsupported.disconnect
  '{app} ขอให้คุณลงชื่อเข้าใช้', // siwx.heading
  'ลงนามข้อความใน {wallet} เพื่อพิสูจน์ว่าคุณเป็นเจ้าของวอลเล็ตนี้ การลงนามไม่มีค่าใช้จ่ายและไม่ส่งธุรกรรมใดๆ', // siwx.body
  'ต้องลงชื่อเข้าใช้ที่นี่: การยกเลิกจะตัดการเชื่อมต่อวอลเล็ตของคุณ', // siwx.requiredHint
  'อนุมัติคำขอลงนามใน {wallet}', // siwx.approveInWallet
  'ลงนาม', // siwx.sign
  'กำลังลงนาม…', // siwx.signing
  'ยกเลิก', // siwx.cancel
  'แอปนี้', // siwx.thisApp
  'เข้าสู่ระบบด้วยอีเมล', // email.section
  'อีเมล', // email.label
  'ดำเนินการต่อ', // email.continue
  'กำลังส่ง…', // email.sending
  'ป้อนรหัสที่ส่งไปยัง {email}', // otp.heading
  'รหัสยืนยัน', // otp.group
  'หลักที่ {n} จาก 6', // otp.digit
  'กำลังตรวจสอบรหัส…', // otp.verifying
  'ส่งรหัสอีกครั้ง', // otp.resend
  'กำลังส่งรหัสใหม่ไปยัง {email}', // otp.resent
  'ตรวจสอบกล่องจดหมาย: อนุมัติอุปกรณ์นี้จากลิงก์ที่เราส่งไปยัง {email}', // device.heading
  'กำลังรอการอนุมัติของคุณ…', // device.waiting
  'ลองอีกครั้ง', // device.retry
  'อัปเดตอีเมล', // account.updateEmail
  'อัปเดตอีเมลแล้ว', // account.emailUpdated
  'อีเมลใหม่', // updateEmail.label
  'อีเมลปัจจุบันของคุณคือ {email} เราจะส่งรหัสไปที่อีเมลนี้ก่อน แล้วจึงส่งอีกรหัสไปยังที่อยู่ใหม่', // updateEmail.current
  'อนุมัติคำขอในหน้าต่างวอลเล็ต', // approve.waiting
  'การยกเลิกจะปฏิเสธคำขอ', // approve.cancelHint
  'ไม่มีรายการรออนุมัติ', // approve.nothing
  'ยกเลิก', // approve.cancel
  'หน้าจอนี้ไม่มีในแอปเวอร์ชันนี้', // unavailable.body
  'การแจ้งเตือน', // toast.region
  'ปิด', // alert.dismiss
  'เกิดข้อผิดพลาด โปรดลองอีกครั้ง', // error.generic
  'โปรดลองอีกครั้งในอีก {n} วินาที', // error.EMAIL_LOGIN_COOLDOWN
  'ไม่มีข้อมูลยอดคงเหลือโทเค็น', // error.TOKEN_BALANCE_UNAVAILABLE
  'เครือข่ายไม่รองรับการสลับโทเค็น', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'เครือข่ายไม่รองรับราคาแก๊ส', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'เกิดปัญหาขณะเริ่มการยืนยันตัวตน', // error.SIWX_INIT_FAILED
  'ลายเซ็นถูกปฏิเสธ', // error.SIGNATURE_DECLINED
  'แอปพลิเคชันนี้อาจไม่รองรับ Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'วอลเล็ตลงชื่อเข้าใช้ด้วยบัญชีอื่น', // error.SIWX_WRONG_ACCOUNT
  'อีเมลไม่ถูกต้อง', // error.INVALID_EMAIL
  'ป้อนรหัส 6 หลัก', // error.INVALID_OTP
  'ดึงข้อมูลธุรกรรมไม่สำเร็จ', // error.TRANSACTIONS_FETCH_FAILED
  'ไม่อนุญาตให้ดำเนินการนี้', // error.RPC_NOT_ALLOWED_UI
  'คำขอถูกยกเลิก', // error.FRAME_RPC_ABORTED
  'เกิดข้อผิดพลาดบางอย่าง', // error.FRAME_REQUEST_ABORTED
  'เกิดข้อผิดพลาด', // error.FRAME_ERROR_REPLY
  'โหลดการเข้าสู่ระบบด้วยอีเมลไม่สำเร็จ', // error.FRAME_LOAD_FAILED
  'ไม่พบเครือข่าย', // error.NETWORK_NOT_FOUND
  'ไม่รองรับเชน', // error.CHAIN_NOT_SUPPORTED
  'เกิดข้อผิดพลาดในการค้นหาชื่อ', // error.NAME_RESOLVE_FAILED
  'เกิดข้อผิดพลาดในการดึงคำแนะนำชื่อ', // error.NAME_SUGGESTIONS_FAILED
  'โหลดรายการที่คุณซื้อได้ไม่สำเร็จ', // error.ONRAMP_OPTIONS_FAILED
  'ขอใบเสนอราคาไม่สำเร็จ', // error.ONRAMP_QUOTE_FAILED
  'เปิดหน้าชำระเงินไม่สำเร็จ', // error.ONRAMP_CHECKOUT_FAILED
  'โหลดโทเค็นสำหรับสลับไม่สำเร็จ', // error.SWAP_TOKENS_FAILED
  'ขอใบเสนอราคาการสลับไม่สำเร็จ', // error.SWAP_QUOTE_FAILED
  'เตรียมการสลับไม่สำเร็จ', // error.SWAP_BUILD_FAILED
  'เกิดข้อผิดพลาดในการดึงชื่อของที่อยู่', // error.NAMES_FOR_ADDRESS_FAILED
  'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ', // error.NAME_REGISTER_FAILED
  'ยกเลิกการเชื่อมต่อเชนไม่สำเร็จ', // error.DISCONNECT_FAILED
  'เกิดข้อผิดพลาดที่ไม่คาดคิด', // error.UNEXPECTED_ERROR
  'วอลเล็ตดำเนินการตามคำขอไม่สำเร็จ', // error.WALLET_REQUEST_FAILED
  'การดำเนินการถูกยกเลิก', // error.OPERATION_ABORTED
  'คำขอไปยังเซิร์ฟเวอร์ล้มเหลว', // error.HTTP_REQUEST_FAILED
  'วอลเล็ตแบบฝังไม่ตอบสนองภายในเวลาที่กำหนด', // error.FRAME_REQUEST_TIMEOUT
  'ไม่พบเครือข่าย', // alert.APKT001.title
  'การกำหนดค่าแอปไม่ถูกต้อง', // alert.APKT002.title
  'โหลดวอลเล็ตไม่สำเร็จ', // alert.APKT003.title
  'คำขอวอลเล็ตหมดเวลา', // alert.APKT004.title
  'โดเมนยังไม่ได้รับการยืนยัน', // alert.APKT005.title
  'เซสชันหมดอายุ', // alert.APKT006.title
  'รหัสโปรเจกต์ไม่ถูกต้อง', // alert.APKT007.title
  'ไม่มีรหัสโปรเจกต์', // alert.APKT008.title
  'ข้อผิดพลาดของเซิร์ฟเวอร์', // alert.APKT009.title
  'คำขอมากเกินไป', // alert.APKT010.title
  'สลับไปใช้บัญชีอัจฉริยะของคุณ', // account.toSmartAccount
  'สลับไปใช้ EOA ของคุณ', // account.toEoa
  'ลงชื่อเข้าใช้', // view.ConnectingSocial
  'ลงชื่อเข้าใช้ด้วยบัญชีโซเชียล', // social.section
  'ตัวเลือกเพิ่มเติม ({count})', // social.more
  'ลงชื่อเข้าใช้ด้วย {provider}', // social.heading
  'ดำเนินการต่อในหน้าต่าง {provider}…', // social.waiting
  'ยกเลิก', // social.cancel
  'หน้าต่างลงชื่อเข้าใช้ถูกบล็อก โปรดอนุญาตป๊อปอัปสำหรับเว็บไซต์นี้แล้วลองอีกครั้ง', // social.popupBlocked
  'หน้าต่างลงชื่อเข้าใช้ถูกปิดก่อนที่คุณจะลงชื่อเข้าใช้', // social.popupClosed
  'การลงชื่อเข้าใช้ไม่เสร็จสมบูรณ์ โปรดลองอีกครั้ง', // social.failed
  'ลงชื่อเข้าใช้ด้วย Farcaster', // view.ConnectingFarcaster
  'กำลังเตรียมรหัสของคุณ…', // farcaster.preparing
  'คิวอาร์โค้ดสำหรับลงชื่อเข้าใช้ด้วย Farcaster', // farcaster.qrLabel
  'สแกนด้วยโทรศัพท์ของคุณ', // farcaster.scan
  'สแกนรหัสนี้ด้วยแอป Farcaster หรือเปิดลิงก์บนโทรศัพท์ของคุณ', // farcaster.scanHint
  'เปิดใน Farcaster', // farcaster.open
  'รหัสนี้หมดอายุแล้ว', // farcaster.expired
  'รับรหัสใหม่', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Arabic (ar): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const ar: LocaleTexts = [
  'ربط المحفظة', // connectButton.label
  'جارٍ الربط…', // connectButton.connecting
  'جارٍ تحميل الرصيد', // accountButton.balanceUnknown
  'الشبكة:', // networkButton.prefix
  'شبكة غير مدعومة', // networkButton.unknown
  'الشبكة', // networkButton.pending
  'جارٍ التحميل…', // modal.loading
  'إغلاق', // modal.close
  'تعذّر تحميل خيارات المحافظ. تحقّق من اتصالك وحاول مرة أخرى.', // modal.loadFailed
  'حاول مرة أخرى', // modal.retry
  'رجوع', // modal.back
  'لا يمكن تخطي هذه الخطوة. اختر أحد الخيارات أدناه للمتابعة.', // modal.closeRefused
  'ربط محفظة', // view.Connect
  'جميع المحافظ', // view.AllWallets
  'جارٍ الربط', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'الحساب', // view.Account
  'اختر شبكة', // view.Networks
  'تبديل الشبكة', // view.SwitchNetwork
  'تبديل الشبكة', // view.UnsupportedChain
  'تسجيل الدخول', // view.SIWXSignMessage
  'الموافقة على المعاملة', // view.ApproveTransaction
  'ربط محفظة أخرى', // view.SwitchActiveChain
  'أكّد بريدك الإلكتروني', // view.EmailVerifyOtp
  'وافق على هذا الجهاز', // view.EmailVerifyDevice
  'غيّر بريدك الإلكتروني', // view.UpdateEmailWallet
  'أكّد بريدك الإلكتروني الحالي', // view.UpdateEmailPrimaryOtp
  'أكّد بريدك الإلكتروني الجديد', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'لاستخدام {network}، اربط محفظة لشبكة {chain}.', // switchChain.body
  'تبقى المحافظ التي ربطتها متصلة.', // switchChain.keep
  'ربط محفظة لشبكة {chain}', // switchChain.connect
  'غير متاح', // view.unavailable
  'WalletConnect', // group.walletConnect
  'الأخيرة', // group.recent
  'المثبّتة', // group.injected
  'المميّزة', // group.featured
  'محافظ أخرى', // group.custom
  'محافظ خارجية', // group.external
  'الموصى بها', // group.recommended
  'المحافظ', // connect.walletsLabel
  'مثبّتة', // connect.installedBadge
  'حديثة', // connect.recentBadge
  'جميع المحافظ', // connect.allWallets
  'لم يتم العثور على أي محفظة في هذا المتصفح.', // connect.noWallets
  'ثبّت إضافة محفظة للمتصفح، ثم أعد تحميل هذه الصفحة.', // connect.noWalletsHint
  'محافظ {chain}', // connect.onlyFor
  'لم يتم العثور على محفظة {chain} في هذا المتصفح.', // connect.noWalletsFor
  'احصل على {wallet}', // connect.getWallet
  '(يُفتح في علامة تبويب جديدة)', // connect.opensInNewTab
  'غير متاح بعد', // connect.notAvailable
  'بربط محفظتك، فإنك توافق على', // connect.legalAgree
  'شروط الخدمة', // connect.terms
  'سياسة الخصوصية', // connect.privacy
  'و', // connect.legalAnd
  'البحث في المحافظ', // allWallets.search
  'في هذا المتصفح', // allWallets.inBrowser
  'الموصى بها', // allWallets.recommended
  'دليل المحافظ', // allWallets.directory
  'تحميل المزيد من المحافظ', // allWallets.loadMore
  'جارٍ تحميل المحافظ…', // allWallets.loading
  'عرض {shown} من {count, plural, zero {# محفظة} one {محفظة واحدة} two {محفظتين} few {# محافظ} many {# محفظة} other {# محفظة}}', // allWallets.shown
  'لا توجد محفظة تطابق “{query}”.', // allWallets.noResults
  'دليل المحافظ غير متاح في هذا التطبيق، لذا تظهر فقط المحافظ الموجودة في هذا المتصفح.', // allWallets.directoryUnavailable
  'تعذّر تحميل دليل المحافظ. تحقّق من اتصالك وحاول مرة أخرى.', // allWallets.directoryFailed
  'حاول مرة أخرى', // allWallets.retry
  'تابع في {wallet}', // connecting.continueIn
  'اقبل طلب الربط في محفظتك.', // connecting.pendingHint
  'تم رفض الربط', // connecting.declined
  'تم رفض الطلب في {wallet}. يمكنك المحاولة مرة أخرى.', // connecting.declinedHint
  'فشل الربط', // connecting.failed
  'حاول مرة أخرى', // connecting.retry
  'محفظتك', // connecting.unknownWallet
  'امسح الرمز بهاتفك', // walletConnect.scan
  'افتح محفظة تدعم WalletConnect على هاتفك وامسح هذا الرمز للربط.', // walletConnect.scanHint
  'رمز QR للربط عبر WalletConnect', // walletConnect.qrLabel
  'جارٍ تجهيز رمز QR…', // walletConnect.preparing
  'نسخ الرابط', // walletConnect.copyLink
  'تم نسخ الرابط', // walletConnect.copied
  'تعذّر نسخ الرابط. حدّده أدناه بدلاً من ذلك.', // walletConnect.copyFailed
  'فتح في {wallet}', // walletConnect.openIn
  'تعذّر الوصول إلى خدمة الربط. تحقّق من اتصالك وحاول مرة أخرى.', // walletConnect.relayUnreachable
  'امسح الرمز بأي محفظة تدعم WalletConnect. يُسمح بالشبكات التي لا يدرجها هذا التطبيق.', // walletConnect.basicHint
  'الصورة الرمزية لـ {name}', // account.avatarOf
  'الرصيد', // account.balance
  'الرصيد غير متاح', // account.balanceUnavailable
  'نسخ العنوان', // account.copy
  'تم النسخ', // account.copied
  'تم نسخ العنوان إلى الحافظة', // account.copiedToast
  'تعذّر نسخ العنوان. حدّده وانسخه يدويًا.', // account.copyFailed
  'قطع الاتصال', // account.disconnect
  'قطع اتصال هذه المحفظة', // account.disconnectThis
  'قطع اتصال جميع المحافظ', // account.disconnectAll
  'الشبكة: {network}', // account.network
  'ميزات المحفظة', // account.features
  'شراء العملات المشفّرة', // feature.onramp
  'مبادلة', // feature.swaps
  'استلام', // feature.receive
  'إرسال', // feature.send
  'غير متاح بعد', // feature.notAvailable
  'استلام', // view.WalletReceive
  'رمز QR لعنوانك', // receive.qrLabel
  'عنوانك', // receive.address
  'الشبكات التي يمكنك الاستلام عليها', // receive.networks
  'أرسل الأصول إلى هذا العنوان على إحدى هذه الشبكات فقط. قد تضيع الأصول المرسلة على شبكة أخرى.', // receive.networksNote
  'شراء العملات المشفّرة', // view.OnRampProviders
  'شراء العملات المشفّرة غير متاح في منطقتك.', // onramp.restricted
  'جارٍ تحميل ما يمكنك شراؤه…', // onramp.loading
  'لا يمكن شراء أي شيء على هذه الشبكة.', // onramp.nothing
  'تشتري', // onramp.purchaseCurrency
  'تدفع بـ', // onramp.paymentCurrency
  'طريقة الدفع', // onramp.method
  'بطاقة', // onramp.method.card
  'تحويل بنكي', // onramp.method.bank
  'المبلغ ({currency})', // onramp.amount
  'المبالغ', // onramp.presets
  'بين {min} و{max} {currency}.', // onramp.limits
  'أقل مبلغ يمكنك دفعه هو {min} {currency}.', // onramp.belowMin
  'أعلى مبلغ يمكنك دفعه هو {max} {currency}.', // onramp.aboveMax
  'المزوّد', // onramp.providers
  'الرسوم {fee}', // onramp.fee
  'جارٍ الحصول على عرض سعر…', // onramp.quoting
  'ستستلم نحو {amount} {symbol}', // onramp.quote
  'تشمل رسومًا قدرها {fee} {currency}', // onramp.quoteFee
  'الشراء عبر {provider}', // onramp.buy
  'جارٍ فتح صفحة الدفع…', // onramp.opening
  'أكمل الشراء في نافذة الدفع.', // onramp.waiting
  'اكتمل الشراء: تم تحديث رصيدك.', // onramp.done
  'شراء', // activity.op.buy
  'مبادلة', // view.Swap
  'جارٍ تحميل الرموز التي يمكنك مبادلتها…', // swap.loading
  'حاول مرة أخرى', // swap.retry
  'تدفع', // swap.pay
  'تستلم', // swap.receive
  'الرصيد: {amount} {symbol}', // swap.balance
  'نحو {value}', // swap.usdValue
  'الحد الأقصى', // swap.max
  'تبديل الرمزين', // swap.flip
  'الرمز الذي تدفع به', // swap.chooseFrom
  'الرمز الذي تستلمه', // swap.chooseTo
  'لم يتم الاختيار', // swap.noToken
  'اختيار', // swap.selectToken
  'اختر الرمز الذي تدفع به', // swap.pickFrom
  'اختر الرمز الذي تستلمه', // swap.pickTo
  'البحث في الرموز', // swap.search
  'الاسم أو الرمز أو العنوان', // swap.searchPlaceholder
  'لا يوجد رمز مطابق.', // swap.noMatch
  'إلغاء', // swap.cancel
  'السعر', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'التأثير على السعر', // swap.priceImpact
  'رسوم الشبكة', // swap.networkFee
  'أقصى انزلاق', // swap.slippage
  'الحد الأدنى المستلم', // swap.minimumReceived
  'غير معروف', // swap.unknown
  'اختر رمزًا', // swap.button.selectToken
  'أدخل المبلغ', // swap.button.enterAmount
  'الرصيد غير كافٍ', // swap.button.insufficient
  'جارٍ الحصول على عرض سعر…', // swap.button.quoting
  'الموافقة والمبادلة', // swap.button.approveAndSwap
  'مبادلة', // swap.button.swap
  'جارٍ الموافقة…', // swap.button.approving
  'جارٍ المبادلة…', // swap.button.swapping
  'وافق على الرمز في محفظتك، ثم أكّد المبادلة…', // swap.waitingApprove
  'أكّد المبادلة في محفظتك…', // swap.waiting
  'تمت مبادلة {from} بـ {to}: تم تأكيد المعاملة.', // swap.done
  'تم رفض التوقيع. لم تتم أي مبادلة.', // swap.declined
  'إرسال', // view.WalletSend
  'مراجعة الإرسال', // view.WalletSendPreview
  'الرمز', // send.token
  '{symbol} · المتاح {amount}', // send.tokenOption
  'جارٍ تحميل رموزك…', // send.tokensLoading
  'المبلغ', // send.amount
  'الحد الأقصى', // send.max
  'إلى', // send.to
  'العنوان أو الاسم', // send.toPlaceholder
  'متابعة', // send.continue
  'جارٍ التحقق…', // send.checking
  'أدخل مبلغًا.', // send.problem.AMOUNT_MISSING
  'يجب أن يكون المبلغ رقمًا، مثل 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'يجب أن يكون المبلغ أكبر من 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'يحتوي المبلغ على منازل عشرية أكثر مما يسمح به هذا الرمز.', // send.problem.AMOUNT_TOO_PRECISE
  'أدخل عنوانًا أو اسمًا.', // send.problem.RECEIVER_MISSING
  'هذا ليس عنوانًا صالحًا لهذه الشبكة.', // send.problem.RECEIVER_INVALID
  'لم يتم العثور على عنوان لهذا الاسم.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'اختر رمزًا.', // send.problem.TOKEN_MISSING
  'هذا الرمز على شبكة غير الشبكة المتصلة.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'الإرسال غير مدعوم على هذه الشبكة.', // send.problem.NAMESPACE_UNSUPPORTED
  'الرصيد غير كافٍ.', // send.problem.INSUFFICIENT_BALANCE
  'المبلغ', // send.preview.amount
  'القيمة', // send.preview.value
  'رسوم الشبكة', // send.preview.fee
  'تعذّر التقدير', // send.preview.feeUnknown
  'إلى', // send.preview.to
  'إرسال', // send.send
  'إلغاء', // send.cancel
  'أكّد المعاملة في محفظتك…', // send.waiting
  'تم رفض التوقيع. لم يُرسل أي شيء.', // send.declined
  'تعذّر إرسال المعاملة: {reason}', // send.failed
  'تم إرسال {amount} {symbol}: تم تأكيد المعاملة.', // send.confirmed
  'فشلت معاملة {amount} {symbol}.', // send.settledFailed
  'الدفع', // view.Pay
  'يطلب {dapp} دفعة', // pay.requestedBy
  'طلب دفع', // pay.request
  'القيمة', // pay.value
  'الشبكة', // pay.network
  'إلى', // pay.to
  'ادفع', // pay.pay
  'إلغاء', // pay.cancel
  'طلب الدفع هذا غير صالح.', // pay.invalid
  'اربط محفظة للدفع.', // pay.connect
  'ربط المحفظة', // pay.connectButton
  'هذه الدفعة على {network}. بدّل الشبكة للدفع.', // pay.wrongNetwork
  'التبديل إلى {network}', // pay.switch
  'أكّد تبديل الشبكة في محفظتك…', // pay.switching
  'لم يتم تبديل الشبكة: {reason}', // pay.switchFailed
  'أكّد الدفع في محفظتك…', // pay.waiting
  'في انتظار تأكيد الشبكة للدفع…', // pay.confirming
  'تم دفع {amount} {symbol}.', // pay.confirmed
  'تم', // pay.done
  'تم رفض التوقيع. لم يُدفع أي شيء.', // pay.declined
  'لا يوجد ما يكفي من {symbol} للدفع.', // pay.insufficient
  'شراء العملات المشفّرة', // pay.buy
  'فشل الدفع: {reason}', // pay.failed
  'أصولك', // tabs.label
  'الرموز', // tabs.tokens
  'NFT', // tabs.nfts
  'النشاط', // tabs.activity
  'تحتاج أرصدة الرموز إلى خدمة بيانات غير متصلة بهذا التطبيق بعد.', // tabs.tokensEmpty
  'تحتاج الرموز غير القابلة للاستبدال إلى خدمة بيانات غير متصلة بهذا التطبيق بعد.', // tabs.nftsEmpty
  'يحتاج سجل معاملاتك إلى خدمة بيانات غير متصلة بهذا التطبيق بعد.', // tabs.activityEmpty
  'اختر اسمًا', // view.RegisterAccountName
  'تم تسجيل الاسم', // view.RegisterAccountNameSuccess
  'اختر اسمًا', // names.open
  'اسمك', // names.label
  '4 أحرف أو أرقام أو شرطات على الأقل.', // names.hint
  'استخدم 4 أحرف على الأقل: أحرف وأرقام وشرطات فقط.', // names.invalid
  'هذا الاسم مأخوذ. جرّب اسمًا آخر.', // names.taken
  'جارٍ البحث عن أسماء…', // names.loadingSuggestions
  'اقتراحات', // names.suggestions
  'مأخوذ', // names.registered
  'متاح', // names.available
  'تسجيل', // names.register
  'أكّد في محفظتك…', // names.registering
  'أصبح {name} لك', // names.success
  'العودة إلى حسابك', // names.backToAccount
  'جارٍ تحميل أرصدة الرموز…', // tokens.loading
  'لا توجد رموز على هذه الشبكة بعد.', // tokens.empty
  'القيمة الإجمالية', // tokens.total
  'السعر {price}', // tokens.price
  'لا يوجد سعر', // tokens.unpriced
  'حاول مرة أخرى', // tokens.retry
  'جارٍ تحميل الرموز غير القابلة للاستبدال…', // nfts.loading
  'لا توجد رموز غير قابلة للاستبدال على هذه الشبكة بعد.', // nfts.empty
  'الرموز غير القابلة للاستبدال المستلمة في المعاملات المحمّلة حتى الآن.', // nfts.source
  'صورة {name}', // nfts.imageOf
  'الرموز غير القابلة للاستبدال غير متاحة على هذه الشبكة.', // nfts.unsupported
  'جارٍ تحميل النشاط…', // activity.loading
  'لا توجد معاملات على هذه الشبكة بعد.', // activity.empty
  'جارٍ تحميل المزيد من المعاملات…', // activity.loadingMore
  'تحميل المزيد', // activity.more
  'النشاط غير متاح على هذه الشبكة.', // activity.unsupported
  'حاول مرة أخرى', // activity.retry
  'فشلت', // activity.failed
  'قيد الانتظار', // activity.pending
  'إرسال', // activity.op.send
  'استلام', // activity.op.receive
  'سكّ', // activity.op.mint
  'مبادلة', // activity.op.trade
  'موافقة', // activity.op.approve
  'نشر عقد', // activity.op.deploy
  'استدعاء عقد', // activity.op.execute
  'معاملة', // activity.op.other
  'لا توجد تحويلات', // activity.noTransfers
  'الشبكات', // networks.label
  'الشبكة الحالية', // networks.current
  'شبكة غير مدعومة ({id})', // networks.unknown
  'جارٍ التبديل…', // networks.switching
  'جارٍ التبديل إلى {network}', // switch.switching
  'وافق على التبديل في محفظتك.', // switch.approveInWallet
  'تم رفض تبديل الشبكة', // switch.declined
  'تعذّر التبديل إلى {network}: {reason}', // switch.failed
  'لا يدعم هذا التطبيق الشبكة التي تستخدمها محفظتك ({network}). بدّل إلى شبكة مدعومة للمتابعة.', // unsupported.body
  'الشبكات المدعومة', // unsupported.choose
  'قطع الاتصال بدلاً من ذلك', // unsupported.disconnect
  'يطلب {app} تسجيل دخولك', // siwx.heading
  'وقّع رسالة في {wallet} لإثبات ملكيتك لهذه المحفظة. التوقيع مجاني ولا يرسل أي معاملة.', // siwx.body
  'تسجيل الدخول مطلوب هنا: الإلغاء يقطع اتصال محفظتك.', // siwx.requiredHint
  'وافق على طلب التوقيع في {wallet}.', // siwx.approveInWallet
  'توقيع', // siwx.sign
  'جارٍ التوقيع…', // siwx.signing
  'إلغاء', // siwx.cancel
  'هذا التطبيق', // siwx.thisApp
  'تسجيل الدخول بالبريد الإلكتروني', // email.section
  'البريد الإلكتروني', // email.label
  'متابعة', // email.continue
  'جارٍ الإرسال…', // email.sending
  'أدخل الرمز المرسل إلى {email}', // otp.heading
  'رمز التحقق', // otp.group
  'الرقم {n} من 6', // otp.digit
  'جارٍ التحقق من الرمز…', // otp.verifying
  'إعادة إرسال الرمز', // otp.resend
  'رمز جديد في طريقه إلى {email}', // otp.resent
  'تحقّق من بريدك الوارد: وافق على هذا الجهاز من الرابط الذي أرسلناه إلى {email}', // device.heading
  'في انتظار موافقتك…', // device.waiting
  'حاول مرة أخرى', // device.retry
  'تحديث البريد الإلكتروني', // account.updateEmail
  'تم تحديث البريد الإلكتروني', // account.emailUpdated
  'البريد الإلكتروني الجديد', // updateEmail.label
  'بريدك الإلكتروني الحالي هو {email}. نرسل إليه رمزًا أولاً، ثم رمزًا آخر إلى العنوان الجديد.', // updateEmail.current
  'وافق على الطلب في نافذة المحفظة', // approve.waiting
  'الإلغاء يرفض الطلب.', // approve.cancelHint
  'لا شيء بانتظار الموافقة', // approve.nothing
  'إلغاء', // approve.cancel
  'هذه الشاشة غير متاحة في هذا الإصدار من التطبيق.', // unavailable.body
  'الإشعارات', // toast.region
  'تجاهل', // alert.dismiss
  'حدث خطأ ما. يُرجى المحاولة مرة أخرى.', // error.generic
  'يُرجى المحاولة مرة أخرى بعد {n, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}', // error.EMAIL_LOGIN_COOLDOWN
  'رصيد الرموز غير متاح', // error.TOKEN_BALANCE_UNAVAILABLE
  'الشبكة غير مدعومة للمبادلات', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'الشبكة غير مدعومة لسعر الغاز', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'حدثت مشكلة أثناء بدء المصادقة', // error.SIWX_INIT_FAILED
  'تم رفض التوقيع', // error.SIGNATURE_DECLINED
  'قد لا يدعم هذا التطبيق Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'سجّلت المحفظة الدخول بحساب آخر', // error.SIWX_WRONG_ACCOUNT
  'بريد إلكتروني غير صالح', // error.INVALID_EMAIL
  'أدخل الرمز المكوّن من 6 أرقام', // error.INVALID_OTP
  'تعذّر جلب المعاملات', // error.TRANSACTIONS_FETCH_FAILED
  'الإجراء غير مسموح به', // error.RPC_NOT_ALLOWED_UI
  'تم إلغاء الطلب', // error.FRAME_RPC_ABORTED
  'حدث خطأ ما', // error.FRAME_REQUEST_ABORTED
  'حدث خطأ', // error.FRAME_ERROR_REPLY
  'تعذّر تحميل تسجيل الدخول بالبريد الإلكتروني', // error.FRAME_LOAD_FAILED
  'الشبكة غير موجودة', // error.NETWORK_NOT_FOUND
  'السلسلة غير مدعومة', // error.CHAIN_NOT_SUPPORTED
  'خطأ في تحليل الاسم', // error.NAME_RESOLVE_FAILED
  'خطأ في جلب اقتراحات الأسماء', // error.NAME_SUGGESTIONS_FAILED
  'تعذّر تحميل ما يمكنك شراؤه', // error.ONRAMP_OPTIONS_FAILED
  'تعذّر الحصول على عرض سعر', // error.ONRAMP_QUOTE_FAILED
  'تعذّر فتح صفحة الدفع', // error.ONRAMP_CHECKOUT_FAILED
  'تعذّر تحميل الرموز للمبادلة', // error.SWAP_TOKENS_FAILED
  'تعذّر الحصول على عرض سعر للمبادلة', // error.SWAP_QUOTE_FAILED
  'تعذّر تجهيز المبادلة', // error.SWAP_BUILD_FAILED
  'خطأ في جلب أسماء العنوان', // error.NAMES_FOR_ADDRESS_FAILED
  'خطأ في تسجيل الاسم', // error.NAME_REGISTER_FAILED
  'تعذّر قطع اتصال السلسلة (السلاسل)', // error.DISCONNECT_FAILED
  'حدث خطأ غير متوقع', // error.UNEXPECTED_ERROR
  'تعذّر على المحفظة إكمال الطلب', // error.WALLET_REQUEST_FAILED
  'تم إلغاء العملية', // error.OPERATION_ABORTED
  'فشل الطلب إلى الخادم', // error.HTTP_REQUEST_FAILED
  'لم تستجب المحفظة المضمّنة في الوقت المحدد', // error.FRAME_REQUEST_TIMEOUT
  'الشبكة غير موجودة', // alert.APKT001.title
  'إعدادات التطبيق غير صالحة', // alert.APKT002.title
  'فشل تحميل المحفظة', // alert.APKT003.title
  'انتهت مهلة طلب المحفظة', // alert.APKT004.title
  'نطاق غير موثّق', // alert.APKT005.title
  'انتهت الجلسة', // alert.APKT006.title
  'معرّف المشروع غير صالح', // alert.APKT007.title
  'معرّف المشروع مفقود', // alert.APKT008.title
  'خطأ في الخادم', // alert.APKT009.title
  'طلبات كثيرة جدًا', // alert.APKT010.title
  'التبديل إلى حسابك الذكي', // account.toSmartAccount
  'التبديل إلى حساب EOA الخاص بك', // account.toEoa
  'تسجيل الدخول', // view.ConnectingSocial
  'سجّل الدخول بحساب تواصل اجتماعي', // social.section
  'خيارات أخرى ({count})', // social.more
  'سجّل الدخول عبر {provider}', // social.heading
  'تابِع في نافذة {provider}…', // social.waiting
  'إلغاء', // social.cancel
  'تم حظر نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.', // social.popupBlocked
  'أُغلقت نافذة تسجيل الدخول قبل أن تسجّل الدخول.', // social.popupClosed
  'لم يكتمل تسجيل الدخول. يُرجى المحاولة مرة أخرى.', // social.failed
  'تسجيل الدخول باستخدام Farcaster', // view.ConnectingFarcaster
  'جارٍ تجهيز الرمز…', // farcaster.preparing
  'رمز QR لتسجيل الدخول باستخدام Farcaster', // farcaster.qrLabel
  'امسح الرمز بهاتفك', // farcaster.scan
  'امسح هذا الرمز بتطبيق Farcaster، أو افتح الرابط على هاتفك.', // farcaster.scanHint
  'فتح في Farcaster', // farcaster.open
  'انتهت صلاحية هذا الرمز.', // farcaster.expired
  'الحصول على رمز جديد', // farcaster.newCode
]

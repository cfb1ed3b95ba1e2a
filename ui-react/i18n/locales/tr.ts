import type { LocaleTexts } from '../localeKeys.js'

/** Turkish (tr): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const tr: LocaleTexts = [
  'Cüzdan bağla', // connectButton.label
  'Bağlanıyor…', // connectButton.connecting
  'Bakiye yükleniyor', // accountButton.balanceUnknown
  'Ağ:', // networkButton.prefix
  'Desteklenmeyen ağ', // networkButton.unknown
  'Ağ', // networkButton.pending
  'Yükleniyor…', // modal.loading
  'Kapat', // modal.close
  'Cüzdan seçenekleri yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.', // modal.loadFailed
  'Tekrar dene', // modal.retry
  'Geri', // modal.back
  'Bu adım atlanamaz. Devam etmek için aşağıdan bir seçenek belirleyin.', // modal.closeRefused
  'Cüzdan bağlayın', // view.Connect
  'Tüm cüzdanlar', // view.AllWallets
  'Bağlanıyor', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Hesap', // view.Account
  'Ağ seçin', // view.Networks
  'Ağ değiştir', // view.SwitchNetwork
  'Ağ değiştir', // view.UnsupportedChain
  'Giriş yap', // view.SIWXSignMessage
  'İşlemi onayla', // view.ApproveTransaction
  'Başka bir cüzdan bağla', // view.SwitchActiveChain
  'E-postanızı doğrulayın', // view.EmailVerifyOtp
  'Bu cihazı onaylayın', // view.EmailVerifyDevice
  'E-postanızı değiştirin', // view.UpdateEmailWallet
  'Mevcut e-postanızı doğrulayın', // view.UpdateEmailPrimaryOtp
  'Yeni e-postanızı doğrulayın', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  '{network} kullanmak için bir {chain} cüzdanı bağlayın.', // switchChain.body
  'Bağladığınız cüzdanlar bağlı kalır.', // switchChain.keep
  'Bir {chain} cüzdanı bağla', // switchChain.connect
  'Kullanılamıyor', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Son kullanılanlar', // group.recent
  'Yüklü', // group.injected
  'Öne çıkanlar', // group.featured
  'Daha fazla cüzdan', // group.custom
  'Diğer cüzdanlar', // group.external
  'Önerilenler', // group.recommended
  'Cüzdanlar', // connect.walletsLabel
  'Yüklü', // connect.installedBadge
  'Son kullanılan', // connect.recentBadge
  'Tüm cüzdanlar', // connect.allWallets
  'Bu tarayıcıda cüzdan bulunamadı.', // connect.noWallets
  'Bir tarayıcı cüzdanı eklentisi yükleyin, ardından bu sayfayı yenileyin.', // connect.noWalletsHint
  '{chain} cüzdanları', // connect.onlyFor
  'Bu tarayıcıda {chain} cüzdanı bulunamadı.', // connect.noWalletsFor
  '{wallet} edinin', // connect.getWallet
  '(yeni sekmede açılır)', // connect.opensInNewTab
  'Henüz kullanılamıyor', // connect.notAvailable
  'Cüzdanınızı bağlayarak şunları kabul etmiş olursunuz:', // connect.legalAgree
  'Hizmet Şartları', // connect.terms
  'Gizlilik Politikası', // connect.privacy
  've', // connect.legalAnd
  'Cüzdan ara', // allWallets.search
  'Bu tarayıcıda', // allWallets.inBrowser
  'Önerilenler', // allWallets.recommended
  'Cüzdan dizini', // allWallets.directory
  'Daha fazla cüzdan yükle', // allWallets.loadMore
  'Cüzdanlar yükleniyor…', // allWallets.loading
  '{count, plural, one {# cüzdandan} other {# cüzdandan}} {shown} tanesi gösteriliyor', // allWallets.shown
  '“{query}” ile eşleşen cüzdan yok.', // allWallets.noResults
  'Cüzdan dizini bu uygulamada kullanılamıyor; yalnızca bu tarayıcıda bulunan cüzdanlar listeleniyor.', // allWallets.directoryUnavailable
  'Cüzdan dizini yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.', // allWallets.directoryFailed
  'Tekrar dene', // allWallets.retry
  '{wallet} ile devam edin', // connecting.continueIn
  'Cüzdanınızdaki bağlantı isteğini kabul edin.', // connecting.pendingHint
  'Bağlantı reddedildi', // connecting.declined
  'İstek {wallet} içinde reddedildi. Tekrar deneyebilirsiniz.', // connecting.declinedHint
  'Bağlantı başarısız', // connecting.failed
  'Tekrar dene', // connecting.retry
  'cüzdanınız', // connecting.unknownWallet
  'Telefonunuzla tarayın', // walletConnect.scan
  'Telefonunuzda WalletConnect destekli bir cüzdan açın ve bağlanmak için bu kodu tarayın.', // walletConnect.scanHint
  'WalletConnect ile bağlanmak için QR kodu', // walletConnect.qrLabel
  'QR kodu hazırlanıyor…', // walletConnect.preparing
  'Bağlantıyı kopyala', // walletConnect.copyLink
  'Bağlantı kopyalandı', // walletConnect.copied
  'Bağlantı kopyalanamadı. Aşağıdan seçin.', // walletConnect.copyFailed
  '{wallet} içinde aç', // walletConnect.openIn
  'Bağlantı hizmetine ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.', // walletConnect.relayUnreachable
  'Herhangi bir WalletConnect cüzdanıyla tarayın. Bu uygulamanın listelemediği ağlara da izin verilir.', // walletConnect.basicHint
  '{name} avatarı', // account.avatarOf
  'Bakiye', // account.balance
  'Bakiye kullanılamıyor', // account.balanceUnavailable
  'Adresi kopyala', // account.copy
  'Kopyalandı', // account.copied
  'Adres panoya kopyalandı', // account.copiedToast
  'Adres kopyalanamadı. Seçip elle kopyalayın.', // account.copyFailed
  'Bağlantıyı kes', // account.disconnect
  'Bu cüzdanın bağlantısını kes', // account.disconnectThis
  'Tüm cüzdanların bağlantısını kes', // account.disconnectAll
  'Ağ: {network}', // account.network
  'Cüzdan özellikleri', // account.features
  'Kripto satın al', // feature.onramp
  'Takas', // feature.swaps
  'Al', // feature.receive
  'Gönder', // feature.send
  'Henüz kullanılamıyor', // feature.notAvailable
  'Al', // view.WalletReceive
  'Adresinizin QR kodu', // receive.qrLabel
  'Adresiniz', // receive.address
  'Alabileceğiniz ağlar', // receive.networks
  'Bu adrese varlıkları yalnızca bu ağlardan birinde gönderin. Başka bir ağda gönderilen varlıklar kaybolabilir.', // receive.networksNote
  'Kripto satın al', // view.OnRampProviders
  'Bölgenizde kripto satın alma sunulmuyor.', // onramp.restricted
  'Satın alabilecekleriniz yükleniyor…', // onramp.loading
  'Bu ağda satın alınabilecek bir şey yok.', // onramp.nothing
  'Satın aldığınız', // onramp.purchaseCurrency
  'Ödeme birimi', // onramp.paymentCurrency
  'Ödeme yöntemi', // onramp.method
  'Kart', // onramp.method.card
  'Banka havalesi', // onramp.method.bank
  'Tutar ({currency})', // onramp.amount
  'Tutarlar', // onramp.presets
  '{min} ile {max} {currency} arası.', // onramp.limits
  'En az {min} {currency} ödeyebilirsiniz.', // onramp.belowMin
  'En fazla {max} {currency} ödeyebilirsiniz.', // onramp.aboveMax
  'Sağlayıcı', // onramp.providers
  'ücret {fee}', // onramp.fee
  'Fiyat teklifi alınıyor…', // onramp.quoting
  'Yaklaşık {amount} {symbol} alırsınız', // onramp.quote
  '{fee} {currency} ücret dahil', // onramp.quoteFee
  '{provider} ile satın al', // onramp.buy
  'Ödeme sayfası açılıyor…', // onramp.opening
  'Satın almayı ödeme penceresinde tamamlayın.', // onramp.waiting
  'Satın alma tamamlandı: bakiyeniz güncellendi.', // onramp.done
  'Satın alındı', // activity.op.buy
  'Takas', // view.Swap
  'Takas edebileceğiniz tokenler yükleniyor…', // swap.loading
  'Tekrar dene', // swap.retry
  'Ödediğiniz', // swap.pay
  'Aldığınız', // swap.receive
  'Bakiye: {amount} {symbol}', // swap.balance
  'yaklaşık {value}', // swap.usdValue
  'Maks.', // swap.max
  'Tokenlerin yerini değiştir', // swap.flip
  'Ödeme yapılacak token', // swap.chooseFrom
  'Alınacak token', // swap.chooseTo
  'seçilmedi', // swap.noToken
  'Seç', // swap.selectToken
  'Ödeme yapılacak tokeni seçin', // swap.pickFrom
  'Alınacak tokeni seçin', // swap.pickTo
  'Token ara', // swap.search
  'Ad, sembol veya adres', // swap.searchPlaceholder
  'Eşleşen token yok.', // swap.noMatch
  'İptal', // swap.cancel
  'Kur', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Fiyat etkisi', // swap.priceImpact
  'Ağ ücreti', // swap.networkFee
  'Maks. kayma', // swap.slippage
  'Alınacak en az miktar', // swap.minimumReceived
  'Bilinmiyor', // swap.unknown
  'Bir token seçin', // swap.button.selectToken
  'Tutar girin', // swap.button.enterAmount
  'Yetersiz bakiye', // swap.button.insufficient
  'Fiyat teklifi alınıyor…', // swap.button.quoting
  'Onayla ve takas et', // swap.button.approveAndSwap
  'Takas et', // swap.button.swap
  'Onaylanıyor…', // swap.button.approving
  'Takas ediliyor…', // swap.button.swapping
  'Tokeni cüzdanınızda onaylayın, ardından takası onaylayın…', // swap.waitingApprove
  'Takası cüzdanınızda onaylayın…', // swap.waiting
  '{from}, {to} ile takas edildi: işlem onaylandı.', // swap.done
  'İmza reddedildi. Hiçbir şey takas edilmedi.', // swap.declined
  'Gönder', // view.WalletSend
  'Gönderimi gözden geçir', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} kullanılabilir', // send.tokenOption
  'Tokenleriniz yükleniyor…', // send.tokensLoading
  'Tutar', // send.amount
  'Maks.', // send.max
  'Alıcı', // send.to
  'Adres veya ad', // send.toPlaceholder
  'Devam', // send.continue
  'Kontrol ediliyor…', // send.checking
  'Bir tutar girin.', // send.problem.AMOUNT_MISSING
  'Tutar bir sayı olmalıdır, örneğin 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Tutar 0’dan büyük olmalıdır.', // send.problem.AMOUNT_NOT_POSITIVE
  'Tutarda bu tokenin izin verdiğinden fazla ondalık basamak var.', // send.problem.AMOUNT_TOO_PRECISE
  'Bir adres veya ad girin.', // send.problem.RECEIVER_MISSING
  'Bu, bu ağ için geçerli bir adres değil.', // send.problem.RECEIVER_INVALID
  'Bu ad için adres bulunamadı.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Bir token seçin.', // send.problem.TOKEN_MISSING
  'Bu token, bağlı ağdan farklı bir ağda.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Bu ağda gönderim desteklenmiyor.', // send.problem.NAMESPACE_UNSUPPORTED
  'Yetersiz bakiye.', // send.problem.INSUFFICIENT_BALANCE
  'Tutar', // send.preview.amount
  'Değer', // send.preview.value
  'Ağ ücreti', // send.preview.fee
  'Tahmin edilemedi', // send.preview.feeUnknown
  'Alıcı', // send.preview.to
  'Gönder', // send.send
  'İptal', // send.cancel
  'İşlemi cüzdanınızda onaylayın…', // send.waiting
  'İmza reddedildi. Hiçbir şey gönderilmedi.', // send.declined
  'İşlem gönderilemedi: {reason}', // send.failed
  '{amount} {symbol} gönderildi: işlem onaylandı.', // send.confirmed
  '{amount} {symbol} tutarındaki işlem başarısız oldu.', // send.settledFailed
  'Öde', // view.Pay
  '{dapp} ödeme istiyor', // pay.requestedBy
  'Ödeme isteği', // pay.request
  'Değer', // pay.value
  'Ağ', // pay.network
  'Alıcı', // pay.to
  'Öde', // pay.pay
  'İptal', // pay.cancel
  'Bu ödeme isteği geçerli değil.', // pay.invalid
  'Ödemek için bir cüzdan bağlayın.', // pay.connect
  'Cüzdan bağla', // pay.connectButton
  'Bu ödeme {network} ağında. Ödemek için ağ değiştirin.', // pay.wrongNetwork
  '{network} ağına geç', // pay.switch
  'Ağ değişikliğini cüzdanınızda onaylayın…', // pay.switching
  'Ağ değiştirilemedi: {reason}', // pay.switchFailed
  'Ödemeyi cüzdanınızda onaylayın…', // pay.waiting
  'Ağın ödemeyi onaylaması bekleniyor…', // pay.confirming
  '{amount} {symbol} ödendi.', // pay.confirmed
  'Tamam', // pay.done
  'İmza reddedildi. Hiçbir şey ödenmedi.', // pay.declined
  'Ödemek için yeterli {symbol} yok.', // pay.insufficient
  'Kripto satın al', // pay.buy
  'Ödeme başarısız oldu: {reason}', // pay.failed
  'Varlıklarınız', // tabs.label
  'Tokenler', // tabs.tokens
  'NFT’ler', // tabs.nfts
  'Etkinlik', // tabs.activity
  'Token bakiyeleri için bu uygulamaya henüz bağlanmamış bir veri hizmeti gerekiyor.', // tabs.tokensEmpty
  'NFT’ler için bu uygulamaya henüz bağlanmamış bir veri hizmeti gerekiyor.', // tabs.nftsEmpty
  'İşlem geçmişiniz için bu uygulamaya henüz bağlanmamış bir veri hizmeti gerekiyor.', // tabs.activityEmpty
  'Bir ad seçin', // view.RegisterAccountName
  'Ad kaydedildi', // view.RegisterAccountNameSuccess
  'Bir ad seçin', // names.open
  'Adınız', // names.label
  'En az 4 harf, rakam veya kısa çizgi.', // names.hint
  'En az 4 karakter kullanın: yalnızca harf, rakam ve kısa çizgi.', // names.invalid
  'Bu ad alınmış. Başka bir ad deneyin.', // names.taken
  'Adlar aranıyor…', // names.loadingSuggestions
  'Öneriler', // names.suggestions
  'Alınmış', // names.registered
  'Uygun', // names.available
  'Kaydet', // names.register
  'Cüzdanınızda onaylayın…', // names.registering
  '{name} artık sizin', // names.success
  'Hesabınıza dönün', // names.backToAccount
  'Token bakiyeleri yükleniyor…', // tokens.loading
  'Bu ağda henüz token yok.', // tokens.empty
  'Toplam değer', // tokens.total
  'Fiyat {price}', // tokens.price
  'Fiyat yok', // tokens.unpriced
  'Tekrar dene', // tokens.retry
  'NFT’ler yükleniyor…', // nfts.loading
  'Bu ağda henüz NFT yok.', // nfts.empty
  'Şimdiye kadar yüklenen işlemlerde alınan NFT’ler.', // nfts.source
  '{name} görseli', // nfts.imageOf
  'NFT’ler bu ağda kullanılamıyor.', // nfts.unsupported
  'Etkinlik yükleniyor…', // activity.loading
  'Bu ağda henüz işlem yok.', // activity.empty
  'Daha fazla işlem yükleniyor…', // activity.loadingMore
  'Daha fazla yükle', // activity.more
  'Etkinlik bu ağda kullanılamıyor.', // activity.unsupported
  'Tekrar dene', // activity.retry
  'Başarısız', // activity.failed
  'Beklemede', // activity.pending
  'Gönderildi', // activity.op.send
  'Alındı', // activity.op.receive
  'Basıldı', // activity.op.mint
  'Takas edildi', // activity.op.trade
  'Onaylandı', // activity.op.approve
  'Sözleşme dağıtıldı', // activity.op.deploy
  'Sözleşme çağrısı', // activity.op.execute
  'İşlem', // activity.op.other
  'Transfer yok', // activity.noTransfers
  'Ağlar', // networks.label
  'Geçerli ağ', // networks.current
  'Desteklenmeyen ağ ({id})', // networks.unknown
  'Değiştiriliyor…', // networks.switching
  '{network} ağına geçiliyor', // switch.switching
  'Değişikliği cüzdanınızda onaylayın.', // switch.approveInWallet
  'Ağ değişikliği reddedildi', // switch.declined
  '{network} ağına geçilemedi: {reason}', // switch.failed
  'Bu uygulama, cüzdanınızın bulunduğu ağı ({network}) desteklemiyor. Devam etmek için desteklenen bir ağa geçin.', // unsupported.body
  'Desteklenen ağlar', // unsupported.choose
  'Bunun yerine bağlantıyı kes', // unsupported.disconnect
  '{app} giriş yapmanızı istiyor', // siwx.heading
  'Bu cüzdanın size ait olduğunu kanıtlamak için {wallet} içinde bir mesaj imzalayın. İmzalamak ücretsizdir ve işlem göndermez.', // siwx.body
  'Burada giriş yapmak zorunludur: iptal etmek cüzdanınızın bağlantısını keser.', // siwx.requiredHint
  'İmza isteğini {wallet} içinde onaylayın.', // siwx.approveInWallet
  'İmzala', // siwx.sign
  'İmzalanıyor…', // siwx.signing
  'İptal', // siwx.cancel
  'Bu uygulama', // siwx.thisApp
  'E-posta ile giriş yap', // email.section
  'E-posta', // email.label
  'Devam', // email.continue
  'Gönderiliyor…', // email.sending
  '{email} adresine gönderilen kodu girin', // otp.heading
  'Doğrulama kodu', // otp.group
  '6 haneden {n}. hane', // otp.digit
  'Kod kontrol ediliyor…', // otp.verifying
  'Kodu yeniden gönder', // otp.resend
  '{email} adresine yeni bir kod gönderiliyor', // otp.resent
  'Gelen kutunuzu kontrol edin: {email} adresine gönderdiğimiz bağlantıdan bu cihazı onaylayın', // device.heading
  'Onayınız bekleniyor…', // device.waiting
  'Tekrar dene', // device.retry
  'E-postayı güncelle', // account.updateEmail
  'E-posta güncellendi', // account.emailUpdated
  'Yeni e-posta', // updateEmail.label
  'Mevcut e-postanız {email}. Önce bu adrese, ardından yeni adrese bir kod göndeririz.', // updateEmail.current
  'İsteği cüzdan penceresinde onaylayın', // approve.waiting
  'İptal etmek isteği reddeder.', // approve.cancelHint
  'Onay bekleyen bir şey yok', // approve.nothing
  'İptal', // approve.cancel
  'Bu ekran uygulamanın bu sürümünde kullanılamıyor.', // unavailable.body
  'Bildirimler', // toast.region
  'Kapat', // alert.dismiss
  'Bir şeyler ters gitti. Lütfen tekrar deneyin.', // error.generic
  'Lütfen {n, plural, one {# saniye} other {# saniye}} sonra tekrar deneyin', // error.EMAIL_LOGIN_COOLDOWN
  'Token bakiyesi kullanılamıyor', // error.TOKEN_BALANCE_UNAVAILABLE
  'Ağ takas için desteklenmiyor', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Ağ gas fiyatı için desteklenmiyor', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Kimlik doğrulama başlatılırken bir sorun oluştu', // error.SIWX_INIT_FAILED
  'İmza reddedildi', // error.SIGNATURE_DECLINED
  'Bu uygulama Smart Accounts desteklemiyor olabilir', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Cüzdan başka bir hesapla giriş yaptı', // error.SIWX_WRONG_ACCOUNT
  'Geçersiz e-posta', // error.INVALID_EMAIL
  '6 haneli kodu girin', // error.INVALID_OTP
  'İşlemler alınamadı', // error.TRANSACTIONS_FETCH_FAILED
  'İşleme izin verilmiyor', // error.RPC_NOT_ALLOWED_UI
  'İstek iptal edildi', // error.FRAME_RPC_ABORTED
  'Bir şeyler ters gitti', // error.FRAME_REQUEST_ABORTED
  'Bir hata oluştu', // error.FRAME_ERROR_REPLY
  'E-posta ile giriş yüklenemedi', // error.FRAME_LOAD_FAILED
  'Ağ bulunamadı', // error.NETWORK_NOT_FOUND
  'Zincir desteklenmiyor', // error.CHAIN_NOT_SUPPORTED
  'Ad çözümlenirken hata oluştu', // error.NAME_RESOLVE_FAILED
  'Ad önerileri alınırken hata oluştu', // error.NAME_SUGGESTIONS_FAILED
  'Satın alabilecekleriniz yüklenemedi', // error.ONRAMP_OPTIONS_FAILED
  'Fiyat teklifi alınamadı', // error.ONRAMP_QUOTE_FAILED
  'Ödeme sayfası açılamadı', // error.ONRAMP_CHECKOUT_FAILED
  'Takas edilecek tokenler yüklenemedi', // error.SWAP_TOKENS_FAILED
  'Takas teklifi alınamadı', // error.SWAP_QUOTE_FAILED
  'Takas hazırlanamadı', // error.SWAP_BUILD_FAILED
  'Adresin adları alınırken hata oluştu', // error.NAMES_FOR_ADDRESS_FAILED
  'Ad kaydedilirken hata oluştu', // error.NAME_REGISTER_FAILED
  'Zincir(ler)in bağlantısı kesilemedi', // error.DISCONNECT_FAILED
  'Beklenmeyen bir hata oluştu', // error.UNEXPECTED_ERROR
  'Cüzdan isteği tamamlayamadı', // error.WALLET_REQUEST_FAILED
  'İşlem iptal edildi', // error.OPERATION_ABORTED
  'Sunucuya yapılan istek başarısız oldu', // error.HTTP_REQUEST_FAILED
  'Gömülü cüzdan zamanında yanıt vermedi', // error.FRAME_REQUEST_TIMEOUT
  'Ağ bulunamadı', // alert.APKT001.title
  'Geçersiz uygulama yapılandırması', // alert.APKT002.title
  'Cüzdan yüklenemedi', // alert.APKT003.title
  'Cüzdan isteği zaman aşımı', // alert.APKT004.title
  'Doğrulanmamış alan adı', // alert.APKT005.title
  'Oturum süresi doldu', // alert.APKT006.title
  'Geçersiz proje kimliği', // alert.APKT007.title
  'Proje kimliği eksik', // alert.APKT008.title
  'Sunucu hatası', // alert.APKT009.title
  'Çok fazla istek', // alert.APKT010.title
  'Akıllı hesabına geç', // account.toSmartAccount
  'EOA hesabına geç', // account.toEoa
  'Giriş yap', // view.ConnectingSocial
  'Sosyal hesapla giriş yap', // social.section
  'Diğer seçenekler ({count})', // social.more
  '{provider} ile giriş yap', // social.heading
  '{provider} penceresinde devam et…', // social.waiting
  'İptal', // social.cancel
  'Giriş penceresi engellendi. Bu site için açılır pencerelere izin verip tekrar dene.', // social.popupBlocked
  'Giriş penceresi, giriş yapmadan önce kapatıldı.', // social.popupClosed
  'Giriş tamamlanmadı. Lütfen tekrar dene.', // social.failed
  'Farcaster ile giriş yap', // view.ConnectingFarcaster
  'Kodunuz hazırlanıyor…', // farcaster.preparing
  'Farcaster ile giriş için QR kodu', // farcaster.qrLabel
  'Telefonunuzla tarayın', // farcaster.scan
  'Bu kodu Farcaster uygulamasıyla tarayın veya bağlantıyı telefonunuzda açın.', // farcaster.scanHint
  'Farcaster’da aç', // farcaster.open
  'Bu kodun süresi doldu.', // farcaster.expired
  'Yeni kod al', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Hindi (hi): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const hi: LocaleTexts = [
  'वॉलेट कनेक्ट करें', // connectButton.label
  'कनेक्ट हो रहा है…', // connectButton.connecting
  'बैलेंस लोड हो रहा है', // accountButton.balanceUnknown
  'नेटवर्क:', // networkButton.prefix
  'असमर्थित नेटवर्क', // networkButton.unknown
  'नेटवर्क', // networkButton.pending
  'लोड हो रहा है…', // modal.loading
  'बंद करें', // modal.close
  'वॉलेट विकल्प लोड नहीं हो सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।', // modal.loadFailed
  'फिर से कोशिश करें', // modal.retry
  'वापस', // modal.back
  'यह चरण छोड़ा नहीं जा सकता। आगे बढ़ने के लिए नीचे कोई विकल्प चुनें।', // modal.closeRefused
  'वॉलेट कनेक्ट करें', // view.Connect
  'सभी वॉलेट', // view.AllWallets
  'कनेक्ट हो रहा है', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'खाता', // view.Account
  'नेटवर्क चुनें', // view.Networks
  'नेटवर्क बदलें', // view.SwitchNetwork
  'नेटवर्क बदलें', // view.UnsupportedChain
  'साइन इन करें', // view.SIWXSignMessage
  'लेन-देन स्वीकृत करें', // view.ApproveTransaction
  'दूसरा वॉलेट कनेक्ट करें', // view.SwitchActiveChain
  'अपना ईमेल पुष्टि करें', // view.EmailVerifyOtp
  'इस डिवाइस को स्वीकृत करें', // view.EmailVerifyDevice
  'अपना ईमेल बदलें', // view.UpdateEmailWallet
  'अपना मौजूदा ईमेल पुष्टि करें', // view.UpdateEmailPrimaryOtp
  'अपना नया ईमेल पुष्टि करें', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  '{network} इस्तेमाल करने के लिए {chain} का वॉलेट कनेक्ट करें।', // switchChain.body
  'आपके कनेक्ट किए गए वॉलेट कनेक्ट रहेंगे।', // switchChain.keep
  '{chain} का वॉलेट कनेक्ट करें', // switchChain.connect
  'उपलब्ध नहीं', // view.unavailable
  'WalletConnect', // group.walletConnect
  'हाल के', // group.recent
  'इंस्टॉल किए गए', // group.injected
  'चुनिंदा', // group.featured
  'और वॉलेट', // group.custom
  'अन्य वॉलेट', // group.external
  'सुझाए गए', // group.recommended
  'वॉलेट', // connect.walletsLabel
  'इंस्टॉल है', // connect.installedBadge
  'हाल का', // connect.recentBadge
  'सभी वॉलेट', // connect.allWallets
  'इस ब्राउज़र में कोई वॉलेट नहीं मिला।', // connect.noWallets
  'ब्राउज़र वॉलेट एक्सटेंशन इंस्टॉल करें, फिर यह पेज रीलोड करें।', // connect.noWalletsHint
  '{chain} के वॉलेट', // connect.onlyFor
  'इस ब्राउज़र में {chain} का कोई वॉलेट नहीं मिला।', // connect.noWalletsFor
  '{wallet} पाएँ', // connect.getWallet
  '(नए टैब में खुलता है)', // connect.opensInNewTab
  'अभी उपलब्ध नहीं', // connect.notAvailable
  'अपना वॉलेट कनेक्ट करके आप सहमत होते हैं:', // connect.legalAgree
  'सेवा की शर्तें', // connect.terms
  'गोपनीयता नीति', // connect.privacy
  'और', // connect.legalAnd
  'वॉलेट खोजें', // allWallets.search
  'इस ब्राउज़र में', // allWallets.inBrowser
  'सुझाए गए', // allWallets.recommended
  'वॉलेट निर्देशिका', // allWallets.directory
  'और वॉलेट लोड करें', // allWallets.loadMore
  'वॉलेट लोड हो रहे हैं…', // allWallets.loading
  '{count, plural, one {# वॉलेट} other {# वॉलेट}} में से {shown} दिखाए जा रहे हैं', // allWallets.shown
  '“{query}” से कोई वॉलेट मेल नहीं खाता।', // allWallets.noResults
  'इस ऐप में वॉलेट निर्देशिका उपलब्ध नहीं है, इसलिए केवल इस ब्राउज़र में मिले वॉलेट दिखाए गए हैं।', // allWallets.directoryUnavailable
  'वॉलेट निर्देशिका लोड नहीं हो सकी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।', // allWallets.directoryFailed
  'फिर से कोशिश करें', // allWallets.retry
  '{wallet} में जारी रखें', // connecting.continueIn
  'अपने वॉलेट में कनेक्शन अनुरोध स्वीकार करें।', // connecting.pendingHint
  'कनेक्शन अस्वीकार हुआ', // connecting.declined
  '{wallet} में अनुरोध अस्वीकार कर दिया गया। आप फिर से कोशिश कर सकते हैं।', // connecting.declinedHint
  'कनेक्शन विफल', // connecting.failed
  'फिर से कोशिश करें', // connecting.retry
  'आपका वॉलेट', // connecting.unknownWallet
  'अपने फ़ोन से स्कैन करें', // walletConnect.scan
  'अपने फ़ोन पर WalletConnect वाला वॉलेट खोलें और कनेक्ट करने के लिए यह कोड स्कैन करें।', // walletConnect.scanHint
  'WalletConnect से कनेक्ट करने का QR कोड', // walletConnect.qrLabel
  'QR कोड तैयार हो रहा है…', // walletConnect.preparing
  'लिंक कॉपी करें', // walletConnect.copyLink
  'लिंक कॉपी हो गया', // walletConnect.copied
  'लिंक कॉपी नहीं हो सका। इसके बजाय नीचे से चुनें।', // walletConnect.copyFailed
  '{wallet} में खोलें', // walletConnect.openIn
  'कनेक्शन सेवा तक नहीं पहुँचा जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।', // walletConnect.relayUnreachable
  'किसी भी WalletConnect वॉलेट से स्कैन करें। जिन नेटवर्क को यह ऐप सूचीबद्ध नहीं करता, वे भी मान्य हैं।', // walletConnect.basicHint
  '{name} का अवतार', // account.avatarOf
  'बैलेंस', // account.balance
  'बैलेंस उपलब्ध नहीं', // account.balanceUnavailable
  'पता कॉपी करें', // account.copy
  'कॉपी हो गया', // account.copied
  'पता क्लिपबोर्ड पर कॉपी हो गया', // account.copiedToast
  'पता कॉपी नहीं हो सका। उसे चुनकर खुद कॉपी करें।', // account.copyFailed
  'डिस्कनेक्ट करें', // account.disconnect
  'यह वॉलेट डिस्कनेक्ट करें', // account.disconnectThis
  'सभी वॉलेट डिस्कनेक्ट करें', // account.disconnectAll
  'नेटवर्क: {network}', // account.network
  'वॉलेट सुविधाएँ', // account.features
  'क्रिप्टो खरीदें', // feature.onramp
  'स्वैप करें', // feature.swaps
  'प्राप्त करें', // feature.receive
  'भेजें', // feature.send
  'अभी उपलब्ध नहीं', // feature.notAvailable
  'प्राप्त करें', // view.WalletReceive
  'आपके पते का QR कोड', // receive.qrLabel
  'आपका पता', // receive.address
  'वे नेटवर्क जिन पर आप प्राप्त कर सकते हैं', // receive.networks
  'इस पते पर एसेट केवल इन्हीं में से किसी नेटवर्क पर भेजें। किसी दूसरे नेटवर्क पर भेजे गए एसेट खो सकते हैं।', // receive.networksNote
  'क्रिप्टो खरीदें', // view.OnRampProviders
  'आपके क्षेत्र में क्रिप्टो खरीदना उपलब्ध नहीं है।', // onramp.restricted
  'आप क्या खरीद सकते हैं, यह लोड हो रहा है…', // onramp.loading
  'इस नेटवर्क पर कुछ भी खरीदा नहीं जा सकता।', // onramp.nothing
  'आप खरीदते हैं', // onramp.purchaseCurrency
  'आप भुगतान करते हैं', // onramp.paymentCurrency
  'भुगतान का तरीका', // onramp.method
  'कार्ड', // onramp.method.card
  'बैंक ट्रांसफ़र', // onramp.method.bank
  'राशि ({currency})', // onramp.amount
  'राशियाँ', // onramp.presets
  '{min} से {max} {currency} के बीच।', // onramp.limits
  'आप कम से कम {min} {currency} का भुगतान कर सकते हैं।', // onramp.belowMin
  'आप अधिकतम {max} {currency} का भुगतान कर सकते हैं।', // onramp.aboveMax
  'प्रदाता', // onramp.providers
  'शुल्क {fee}', // onramp.fee
  'कोटेशन लिया जा रहा है…', // onramp.quoting
  'आपको लगभग {amount} {symbol} मिलेंगे', // onramp.quote
  '{fee} {currency} शुल्क शामिल', // onramp.quoteFee
  '{provider} से खरीदें', // onramp.buy
  'चेकआउट खुल रहा है…', // onramp.opening
  'चेकआउट विंडो में खरीदारी पूरी करें।', // onramp.waiting
  'खरीदारी पूरी हुई: आपका बैलेंस अपडेट हो गया है।', // onramp.done
  'खरीदा', // activity.op.buy
  'स्वैप करें', // view.Swap
  'स्वैप किए जा सकने वाले टोकन लोड हो रहे हैं…', // swap.loading
  'फिर से कोशिश करें', // swap.retry
  'आप देते हैं', // swap.pay
  'आपको मिलता है', // swap.receive
  'बैलेंस: {amount} {symbol}', // swap.balance
  'लगभग {value}', // swap.usdValue
  'अधिकतम', // swap.max
  'टोकन की अदला-बदली करें', // swap.flip
  'भुगतान का टोकन', // swap.chooseFrom
  'प्राप्त होने वाला टोकन', // swap.chooseTo
  'कुछ नहीं चुना', // swap.noToken
  'चुनें', // swap.selectToken
  'भुगतान का टोकन चुनें', // swap.pickFrom
  'प्राप्त होने वाला टोकन चुनें', // swap.pickTo
  'टोकन खोजें', // swap.search
  'नाम, सिंबल या पता', // swap.searchPlaceholder
  'कोई टोकन मेल नहीं खाता।', // swap.noMatch
  'रद्द करें', // swap.cancel
  'दर', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'कीमत पर असर', // swap.priceImpact
  'नेटवर्क शुल्क', // swap.networkFee
  'अधिकतम स्लिपेज', // swap.slippage
  'न्यूनतम प्राप्ति', // swap.minimumReceived
  'अज्ञात', // swap.unknown
  'टोकन चुनें', // swap.button.selectToken
  'राशि दर्ज करें', // swap.button.enterAmount
  'अपर्याप्त बैलेंस', // swap.button.insufficient
  'कोटेशन लिया जा रहा है…', // swap.button.quoting
  'स्वीकृत करें और स्वैप करें', // swap.button.approveAndSwap
  'स्वैप करें', // swap.button.swap
  'स्वीकृत हो रहा है…', // swap.button.approving
  'स्वैप हो रहा है…', // swap.button.swapping
  'अपने वॉलेट में टोकन स्वीकृत करें, फिर स्वैप की पुष्टि करें…', // swap.waitingApprove
  'अपने वॉलेट में स्वैप की पुष्टि करें…', // swap.waiting
  '{from} को {to} से स्वैप किया गया: लेन-देन की पुष्टि हो गई है।', // swap.done
  'हस्ताक्षर अस्वीकार हुआ। कुछ भी स्वैप नहीं हुआ।', // swap.declined
  'भेजें', // view.WalletSend
  'भेजने की समीक्षा करें', // view.WalletSendPreview
  'टोकन', // send.token
  '{symbol} · {amount} उपलब्ध', // send.tokenOption
  'आपके टोकन लोड हो रहे हैं…', // send.tokensLoading
  'राशि', // send.amount
  'अधिकतम', // send.max
  'प्राप्तकर्ता', // send.to
  'पता या नाम', // send.toPlaceholder
  'जारी रखें', // send.continue
  'जाँच हो रही है…', // send.checking
  'राशि दर्ज करें।', // send.problem.AMOUNT_MISSING
  'राशि एक संख्या होनी चाहिए, जैसे 0.5।', // send.problem.AMOUNT_NOT_NUMERIC
  'राशि 0 से अधिक होनी चाहिए।', // send.problem.AMOUNT_NOT_POSITIVE
  'राशि में इस टोकन की अनुमति से अधिक दशमलव हैं।', // send.problem.AMOUNT_TOO_PRECISE
  'कोई पता या नाम दर्ज करें।', // send.problem.RECEIVER_MISSING
  'यह इस नेटवर्क के लिए मान्य पता नहीं है।', // send.problem.RECEIVER_INVALID
  'इस नाम के लिए कोई पता नहीं मिला।', // send.problem.RECEIVER_NAME_UNRESOLVED
  'कोई टोकन चुनें।', // send.problem.TOKEN_MISSING
  'यह टोकन कनेक्ट किए गए नेटवर्क से अलग नेटवर्क पर है।', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'इस नेटवर्क पर भेजना समर्थित नहीं है।', // send.problem.NAMESPACE_UNSUPPORTED
  'अपर्याप्त बैलेंस।', // send.problem.INSUFFICIENT_BALANCE
  'राशि', // send.preview.amount
  'मूल्य', // send.preview.value
  'नेटवर्क शुल्क', // send.preview.fee
  'अनुमान नहीं लगाया जा सका', // send.preview.feeUnknown
  'प्राप्तकर्ता', // send.preview.to
  'भेजें', // send.send
  'रद्द करें', // send.cancel
  'अपने वॉलेट में लेन-देन की पुष्टि करें…', // send.waiting
  'हस्ताक्षर अस्वीकार हुआ। कुछ भी नहीं भेजा गया।', // send.declined
  'लेन-देन नहीं भेजा जा सका: {reason}', // send.failed
  '{amount} {symbol} भेजे गए: लेन-देन की पुष्टि हो गई है।', // send.confirmed
  '{amount} {symbol} का लेन-देन विफल रहा।', // send.settledFailed
  'भुगतान करें', // view.Pay
  '{dapp} भुगतान का अनुरोध कर रहा है', // pay.requestedBy
  'भुगतान अनुरोध', // pay.request
  'मूल्य', // pay.value
  'नेटवर्क', // pay.network
  'प्राप्तकर्ता', // pay.to
  'भुगतान करें', // pay.pay
  'रद्द करें', // pay.cancel
  'यह भुगतान अनुरोध मान्य नहीं है।', // pay.invalid
  'भुगतान के लिए वॉलेट कनेक्ट करें।', // pay.connect
  'वॉलेट कनेक्ट करें', // pay.connectButton
  'यह भुगतान {network} पर है। भुगतान के लिए नेटवर्क बदलें।', // pay.wrongNetwork
  '{network} पर जाएँ', // pay.switch
  'अपने वॉलेट में नेटवर्क बदलने की पुष्टि करें…', // pay.switching
  'नेटवर्क नहीं बदला: {reason}', // pay.switchFailed
  'अपने वॉलेट में भुगतान की पुष्टि करें…', // pay.waiting
  'नेटवर्क द्वारा भुगतान की पुष्टि का इंतज़ार है…', // pay.confirming
  '{amount} {symbol} का भुगतान हुआ।', // pay.confirmed
  'हो गया', // pay.done
  'हस्ताक्षर अस्वीकार हुआ। कोई भुगतान नहीं हुआ।', // pay.declined
  'भुगतान के लिए पर्याप्त {symbol} नहीं है।', // pay.insufficient
  'क्रिप्टो खरीदें', // pay.buy
  'भुगतान विफल रहा: {reason}', // pay.failed
  'आपके एसेट', // tabs.label
  'टोकन', // tabs.tokens
  'NFT', // tabs.nfts
  'गतिविधि', // tabs.activity
  'टोकन बैलेंस के लिए एक डेटा सेवा चाहिए जो अभी इस ऐप से कनेक्ट नहीं है।', // tabs.tokensEmpty
  'NFT के लिए एक डेटा सेवा चाहिए जो अभी इस ऐप से कनेक्ट नहीं है।', // tabs.nftsEmpty
  'आपके लेन-देन इतिहास के लिए एक डेटा सेवा चाहिए जो अभी इस ऐप से कनेक्ट नहीं है।', // tabs.activityEmpty
  'नाम चुनें', // view.RegisterAccountName
  'नाम पंजीकृत हुआ', // view.RegisterAccountNameSuccess
  'नाम चुनें', // names.open
  'आपका नाम', // names.label
  'कम से कम 4 अक्षर, अंक या हाइफ़न।', // names.hint
  'कम से कम 4 वर्ण इस्तेमाल करें: केवल अक्षर, अंक और हाइफ़न।', // names.invalid
  'यह नाम पहले से लिया गया है। कोई दूसरा आज़माएँ।', // names.taken
  'नाम खोजे जा रहे हैं…', // names.loadingSuggestions
  'सुझाव', // names.suggestions
  'लिया जा चुका', // names.registered
  'उपलब्ध', // names.available
  'पंजीकृत करें', // names.register
  'अपने वॉलेट में पुष्टि करें…', // names.registering
  '{name} अब आपका है', // names.success
  'अपने खाते पर वापस जाएँ', // names.backToAccount
  'टोकन बैलेंस लोड हो रहे हैं…', // tokens.loading
  'इस नेटवर्क पर अभी कोई टोकन नहीं है।', // tokens.empty
  'कुल मूल्य', // tokens.total
  'कीमत {price}', // tokens.price
  'कोई कीमत नहीं', // tokens.unpriced
  'फिर से कोशिश करें', // tokens.retry
  'NFT लोड हो रहे हैं…', // nfts.loading
  'इस नेटवर्क पर अभी कोई NFT नहीं है।', // nfts.empty
  'अब तक लोड हुए लेन-देन में मिले NFT।', // nfts.source
  '{name} की छवि', // nfts.imageOf
  'इस नेटवर्क पर NFT उपलब्ध नहीं हैं।', // nfts.unsupported
  'गतिविधि लोड हो रही है…', // activity.loading
  'इस नेटवर्क पर अभी कोई लेन-देन नहीं है।', // activity.empty
  'और लेन-देन लोड हो रहे हैं…', // activity.loadingMore
  'और लोड करें', // activity.more
  'इस नेटवर्क पर गतिविधि उपलब्ध नहीं है।', // activity.unsupported
  'फिर से कोशिश करें', // activity.retry
  'विफल', // activity.failed
  'लंबित', // activity.pending
  'भेजा', // activity.op.send
  'प्राप्त हुआ', // activity.op.receive
  'मिंट किया', // activity.op.mint
  'स्वैप किया', // activity.op.trade
  'स्वीकृत किया', // activity.op.approve
  'कॉन्ट्रैक्ट डिप्लॉय किया', // activity.op.deploy
  'कॉन्ट्रैक्ट कॉल', // activity.op.execute
  'लेन-देन', // activity.op.other
  'कोई ट्रांसफ़र नहीं', // activity.noTransfers
  'नेटवर्क सूची', // networks.label
  'मौजूदा नेटवर्क', // networks.current
  'असमर्थित नेटवर्क ({id})', // networks.unknown
  'बदल रहा है…', // networks.switching
  '{network} पर बदल रहा है', // switch.switching
  'अपने वॉलेट में बदलाव स्वीकृत करें।', // switch.approveInWallet
  'नेटवर्क बदलना अस्वीकार हुआ', // switch.declined
  '{network} पर नहीं बदल सका: {reason}', // switch.failed
  'यह ऐप उस नेटवर्क का समर्थन नहीं करता जिस पर आपका वॉलेट है ({network})। आगे बढ़ने के लिए किसी समर्थित नेटवर्क पर जाएँ।', // unsupported.body
  'समर्थित नेटवर्क', // unsupported.choose
  'इसके बजाय डिस्कनेक्ट करें', // unsupported.disconnect
  '{app} चाहता है कि आप साइन इन करें', // siwx.heading
  'यह साबित करने के लिए कि यह वॉलेट आपका है, {wallet} में एक संदेश पर हस्ताक्षर करें। हस्ताक्षर मुफ़्त है और कोई लेन-देन नहीं भेजता।', // siwx.body
  'यहाँ साइन इन ज़रूरी है: रद्द करने पर आपका वॉलेट डिस्कनेक्ट हो जाएगा।', // siwx.requiredHint
  '{wallet} में हस्ताक्षर अनुरोध स्वीकृत करें।', // siwx.approveInWallet
  'हस्ताक्षर करें', // siwx.sign
  'हस्ताक्षर हो रहा है…', // siwx.signing
  'रद्द करें', // siwx.cancel
  'यह ऐप', // siwx.thisApp
  'ईमेल से लॉग इन करें', // email.section
  'ईमेल', // email.label
  'जारी रखें', // email.continue
  'भेजा जा रहा है…', // email.sending
  '{email} पर भेजा गया कोड दर्ज करें', // otp.heading
  'सत्यापन कोड', // otp.group
  '6 में से अंक {n}', // otp.digit
  'कोड जाँचा जा रहा है…', // otp.verifying
  'कोड फिर से भेजें', // otp.resend
  '{email} पर नया कोड भेजा जा रहा है', // otp.resent
  'अपना इनबॉक्स देखें: {email} पर भेजे गए लिंक से इस डिवाइस को स्वीकृत करें', // device.heading
  'आपकी स्वीकृति का इंतज़ार है…', // device.waiting
  'फिर से कोशिश करें', // device.retry
  'ईमेल अपडेट करें', // account.updateEmail
  'ईमेल अपडेट हो गया', // account.emailUpdated
  'नया ईमेल', // updateEmail.label
  'आपका मौजूदा ईमेल {email} है। हम पहले उस पर एक कोड भेजते हैं, फिर नए पते पर एक और।', // updateEmail.current
  'वॉलेट विंडो में अनुरोध स्वीकृत करें', // approve.waiting
  'रद्द करने से अनुरोध अस्वीकार हो जाता है।', // approve.cancelHint
  'स्वीकृति के लिए कुछ भी लंबित नहीं है', // approve.nothing
  'रद्द करें', // approve.cancel
  'यह स्क्रीन ऐप के इस संस्करण में उपलब्ध नहीं है।', // unavailable.body
  'सूचनाएँ', // toast.region
  'खारिज करें', // alert.dismiss
  'कुछ गलत हो गया। कृपया फिर से कोशिश करें।', // error.generic
  'कृपया {n, plural, one {# सेकंड} other {# सेकंड}} बाद फिर से कोशिश करें', // error.EMAIL_LOGIN_COOLDOWN
  'टोकन बैलेंस उपलब्ध नहीं', // error.TOKEN_BALANCE_UNAVAILABLE
  'यह नेटवर्क स्वैप के लिए समर्थित नहीं है', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'यह नेटवर्क गैस कीमत के लिए समर्थित नहीं है', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'प्रमाणीकरण शुरू करते समय एक समस्या हुई', // error.SIWX_INIT_FAILED
  'हस्ताक्षर अस्वीकार हुआ', // error.SIGNATURE_DECLINED
  'हो सकता है यह ऐप्लिकेशन Smart Accounts का समर्थन न करे', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'वॉलेट ने किसी दूसरे खाते से साइन इन किया', // error.SIWX_WRONG_ACCOUNT
  'अमान्य ईमेल', // error.INVALID_EMAIL
  '6 अंकों का कोड दर्ज करें', // error.INVALID_OTP
  'लेन-देन प्राप्त नहीं हो सके', // error.TRANSACTIONS_FETCH_FAILED
  'कार्रवाई की अनुमति नहीं है', // error.RPC_NOT_ALLOWED_UI
  'अनुरोध रद्द कर दिया गया', // error.FRAME_RPC_ABORTED
  'कुछ गलत हो गया', // error.FRAME_REQUEST_ABORTED
  'एक त्रुटि हुई', // error.FRAME_ERROR_REPLY
  'ईमेल लॉग इन लोड नहीं हो सका', // error.FRAME_LOAD_FAILED
  'नेटवर्क नहीं मिला', // error.NETWORK_NOT_FOUND
  'चेन समर्थित नहीं है', // error.CHAIN_NOT_SUPPORTED
  'नाम खोजने में त्रुटि', // error.NAME_RESOLVE_FAILED
  'नाम सुझाव प्राप्त करने में त्रुटि', // error.NAME_SUGGESTIONS_FAILED
  'आप क्या खरीद सकते हैं, यह लोड नहीं हो सका', // error.ONRAMP_OPTIONS_FAILED
  'कोटेशन नहीं मिल सका', // error.ONRAMP_QUOTE_FAILED
  'चेकआउट नहीं खुल सका', // error.ONRAMP_CHECKOUT_FAILED
  'स्वैप के टोकन लोड नहीं हो सके', // error.SWAP_TOKENS_FAILED
  'स्वैप कोटेशन नहीं मिल सका', // error.SWAP_QUOTE_FAILED
  'स्वैप तैयार नहीं हो सका', // error.SWAP_BUILD_FAILED
  'पते के नाम प्राप्त करने में त्रुटि', // error.NAMES_FOR_ADDRESS_FAILED
  'नाम पंजीकृत करने में त्रुटि', // error.NAME_REGISTER_FAILED
  'चेन डिस्कनेक्ट नहीं हो सकीं', // error.DISCONNECT_FAILED
  'एक अनपेक्षित त्रुटि हुई', // error.UNEXPECTED_ERROR
  'वॉलेट अनुरोध पूरा नहीं कर सका', // error.WALLET_REQUEST_FAILED
  'कार्रवाई रद्द कर दी गई', // error.OPERATION_ABORTED
  'सर्वर को भेजा गया अनुरोध विफल रहा', // error.HTTP_REQUEST_FAILED
  'एम्बेडेड वॉलेट ने समय पर जवाब नहीं दिया', // error.FRAME_REQUEST_TIMEOUT
  'नेटवर्क नहीं मिला', // alert.APKT001.title
  'अमान्य ऐप कॉन्फ़िगरेशन', // alert.APKT002.title
  'वॉलेट लोड नहीं हुआ', // alert.APKT003.title
  'वॉलेट अनुरोध का समय समाप्त', // alert.APKT004.title
  'असत्यापित डोमेन', // alert.APKT005.title
  'सत्र समाप्त', // alert.APKT006.title
  'अमान्य प्रोजेक्ट ID', // alert.APKT007.title
  'प्रोजेक्ट ID नहीं है', // alert.APKT008.title
  'सर्वर त्रुटि', // alert.APKT009.title
  'बहुत अधिक अनुरोध', // alert.APKT010.title
  'अपने स्मार्ट अकाउंट पर जाएँ', // account.toSmartAccount
  'अपने EOA पर जाएँ', // account.toEoa
  'साइन इन करें', // view.ConnectingSocial
  'सोशल अकाउंट से साइन इन करें', // social.section
  'और विकल्प ({count})', // social.more
  '{provider} से साइन इन करें', // social.heading
  '{provider} विंडो में जारी रखें…', // social.waiting
  'रद्द करें', // social.cancel
  'साइन-इन विंडो ब्लॉक हो गई। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।', // social.popupBlocked
  'साइन इन करने से पहले साइन-इन विंडो बंद हो गई।', // social.popupClosed
  'साइन-इन पूरा नहीं हुआ। कृपया फिर से कोशिश करें।', // social.failed
  'Farcaster से साइन इन करें', // view.ConnectingFarcaster
  'आपका कोड तैयार हो रहा है…', // farcaster.preparing
  'Farcaster से साइन इन करने का QR कोड', // farcaster.qrLabel
  'अपने फ़ोन से स्कैन करें', // farcaster.scan
  'इस कोड को Farcaster ऐप से स्कैन करें, या अपने फ़ोन पर लिंक खोलें।', // farcaster.scanHint
  'Farcaster में खोलें', // farcaster.open
  'इस कोड की समय-सीमा समाप्त हो गई है।', // farcaster.expired
  'नया कोड पाएं', // farcaster.newCode
]

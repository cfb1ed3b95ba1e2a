import type { LocaleTexts } from '../localeKeys.js'

/** German (de): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const de: LocaleTexts = [
  'Wallet verbinden', // connectButton.label
  'Verbinde…', // connectButton.connecting
  'Guthaben wird geladen', // accountButton.balanceUnknown
  'Netzwerk:', // networkButton.prefix
  'Nicht unterstütztes Netzwerk', // networkButton.unknown
  'Netzwerk', // networkButton.pending
  'Lädt…', // modal.loading
  'Schließen', // modal.close
  'Die Wallet-Optionen konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.', // modal.loadFailed
  'Erneut versuchen', // modal.retry
  'Zurück', // modal.back
  'Dieser Schritt lässt sich nicht überspringen. Wähle unten eine Option, um fortzufahren.', // modal.closeRefused
  'Wallet verbinden', // view.Connect
  'Alle Wallets', // view.AllWallets
  'Verbinden', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Konto', // view.Account
  'Netzwerk wählen', // view.Networks
  'Netzwerk wechseln', // view.SwitchNetwork
  'Netzwerk wechseln', // view.UnsupportedChain
  'Anmelden', // view.SIWXSignMessage
  'Transaktion bestätigen', // view.ApproveTransaction
  'Weitere Wallet verbinden', // view.SwitchActiveChain
  'E-Mail-Adresse bestätigen', // view.EmailVerifyOtp
  'Dieses Gerät freigeben', // view.EmailVerifyDevice
  'E-Mail-Adresse ändern', // view.UpdateEmailWallet
  'Aktuelle E-Mail-Adresse bestätigen', // view.UpdateEmailPrimaryOtp
  'Neue E-Mail-Adresse bestätigen', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Um {network} zu nutzen, verbinde eine Wallet für {chain}.', // switchChain.body
  'Bereits verbundene Wallets bleiben verbunden.', // switchChain.keep
  'Wallet für {chain} verbinden', // switchChain.connect
  'Nicht verfügbar', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Zuletzt verwendet', // group.recent
  'Installiert', // group.injected
  'Empfohlen vom Anbieter', // group.featured
  'Weitere Wallets', // group.custom
  'Andere Wallets', // group.external
  'Empfohlen', // group.recommended
  'Wallets', // connect.walletsLabel
  'Installiert', // connect.installedBadge
  'Zuletzt', // connect.recentBadge
  'Alle Wallets', // connect.allWallets
  'In diesem Browser wurde keine Wallet gefunden.', // connect.noWallets
  'Installiere eine Browser-Wallet und lade die Seite dann neu.', // connect.noWalletsHint
  'Wallets für {chain}', // connect.onlyFor
  'In diesem Browser wurde keine Wallet für {chain} gefunden.', // connect.noWalletsFor
  '{wallet} herunterladen', // connect.getWallet
  '(öffnet in einem neuen Tab)', // connect.opensInNewTab
  'Noch nicht verfügbar', // connect.notAvailable
  'Mit dem Verbinden deiner Wallet akzeptierst du die', // connect.legalAgree
  'Nutzungsbedingungen', // connect.terms
  'Datenschutzerklärung', // connect.privacy
  'und', // connect.legalAnd
  'Wallets suchen', // allWallets.search
  'In diesem Browser', // allWallets.inBrowser
  'Empfohlen', // allWallets.recommended
  'Wallet-Verzeichnis', // allWallets.directory
  'Weitere Wallets laden', // allWallets.loadMore
  'Wallets werden geladen…', // allWallets.loading
  '{shown} von {count, plural, one {# Wallet} other {# Wallets}}', // allWallets.shown
  'Keine Wallet passt zu „{query}“.', // allWallets.noResults
  'Das Wallet-Verzeichnis ist in dieser App nicht verfügbar, daher stehen hier nur die Wallets aus diesem Browser.', // allWallets.directoryUnavailable
  'Das Wallet-Verzeichnis konnte nicht geladen werden. Prüfe die Verbindung und versuche es erneut.', // allWallets.directoryFailed
  'Erneut versuchen', // allWallets.retry
  'Weiter in {wallet}', // connecting.continueIn
  'Bestätige die Verbindungsanfrage in deiner Wallet.', // connecting.pendingHint
  'Verbindung abgelehnt', // connecting.declined
  'Die Anfrage wurde in {wallet} abgelehnt. Du kannst es erneut versuchen.', // connecting.declinedHint
  'Verbindung fehlgeschlagen', // connecting.failed
  'Erneut versuchen', // connecting.retry
  'deiner Wallet', // connecting.unknownWallet
  'Mit dem Handy scannen', // walletConnect.scan
  'Öffne eine WalletConnect-Wallet auf deinem Handy und scanne diesen Code, um dich zu verbinden.', // walletConnect.scanHint
  'QR-Code zum Verbinden mit WalletConnect', // walletConnect.qrLabel
  'QR-Code wird vorbereitet …', // walletConnect.preparing
  'Link kopieren', // walletConnect.copyLink
  'Link kopiert', // walletConnect.copied
  'Der Link konnte nicht kopiert werden. Markiere ihn stattdessen unten.', // walletConnect.copyFailed
  'In {wallet} öffnen', // walletConnect.openIn
  'Der Verbindungsdienst ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.', // walletConnect.relayUnreachable
  'Mit einer beliebigen WalletConnect-Wallet scannen. Netzwerke, die diese App nicht anbietet, sind erlaubt.', // walletConnect.basicHint
  'Avatar von {name}', // account.avatarOf
  'Guthaben', // account.balance
  'Guthaben nicht verfügbar', // account.balanceUnavailable
  'Adresse kopieren', // account.copy
  'Kopiert', // account.copied
  'Adresse in die Zwischenablage kopiert', // account.copiedToast
  'Die Adresse konnte nicht kopiert werden. Markiere sie und kopiere sie von Hand.', // account.copyFailed
  'Trennen', // account.disconnect
  'Diese Wallet trennen', // account.disconnectThis
  'Alle Wallets trennen', // account.disconnectAll
  'Netzwerk: {network}', // account.network
  'Wallet-Funktionen', // account.features
  'Krypto kaufen', // feature.onramp
  'Tauschen', // feature.swaps
  'Empfangen', // feature.receive
  'Senden', // feature.send
  'Noch nicht verfügbar', // feature.notAvailable
  'Empfangen', // view.WalletReceive
  'QR-Code deiner Adresse', // receive.qrLabel
  'Deine Adresse', // receive.address
  'Netzwerke, auf denen du empfangen kannst', // receive.networks
  'Sende Guthaben an diese Adresse nur auf einem dieser Netzwerke. Auf einem anderen Netzwerk gesendete Guthaben können verloren gehen.', // receive.networksNote
  'Krypto kaufen', // view.OnRampProviders
  'Krypto-Kauf wird in deiner Region nicht angeboten.', // onramp.restricted
  'Angebot wird geladen…', // onramp.loading
  'Auf diesem Netzwerk kann nichts gekauft werden.', // onramp.nothing
  'Du kaufst', // onramp.purchaseCurrency
  'Du zahlst in', // onramp.paymentCurrency
  'Zahlungsart', // onramp.method
  'Karte', // onramp.method.card
  'Banküberweisung', // onramp.method.bank
  'Betrag ({currency})', // onramp.amount
  'Beträge', // onramp.presets
  'Zwischen {min} und {max} {currency}.', // onramp.limits
  'Du zahlst mindestens {min} {currency}.', // onramp.belowMin
  'Du zahlst höchstens {max} {currency}.', // onramp.aboveMax
  'Anbieter', // onramp.providers
  'Gebühr {fee}', // onramp.fee
  'Angebot wird eingeholt…', // onramp.quoting
  'Du erhältst etwa {amount} {symbol}', // onramp.quote
  'Inklusive {fee} {currency} Gebühr', // onramp.quoteFee
  'Mit {provider} kaufen', // onramp.buy
  'Kasse wird geöffnet…', // onramp.opening
  'Schließe den Kauf im Kassenfenster ab.', // onramp.waiting
  'Kauf abgeschlossen: dein Guthaben ist aktualisiert.', // onramp.done
  'Gekauft', // activity.op.buy
  'Tauschen', // view.Swap
  'Die tauschbaren Token werden geladen…', // swap.loading
  'Erneut versuchen', // swap.retry
  'Du zahlst', // swap.pay
  'Du erhältst', // swap.receive
  'Guthaben: {amount} {symbol}', // swap.balance
  'etwa {value}', // swap.usdValue
  'Max', // swap.max
  'Token vertauschen', // swap.flip
  'Token zum Bezahlen', // swap.chooseFrom
  'Token zum Erhalten', // swap.chooseTo
  'keiner gewählt', // swap.noToken
  'Wählen', // swap.selectToken
  'Wähle den Token, mit dem du zahlst', // swap.pickFrom
  'Wähle den Token, den du erhältst', // swap.pickTo
  'Token suchen', // swap.search
  'Name, Symbol oder Adresse', // swap.searchPlaceholder
  'Kein Token passt.', // swap.noMatch
  'Abbrechen', // swap.cancel
  'Kurs', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Preisauswirkung', // swap.priceImpact
  'Netzwerkgebühr', // swap.networkFee
  'Max. Slippage', // swap.slippage
  'Mindestens erhalten', // swap.minimumReceived
  'Unbekannt', // swap.unknown
  'Token wählen', // swap.button.selectToken
  'Betrag eingeben', // swap.button.enterAmount
  'Guthaben reicht nicht aus', // swap.button.insufficient
  'Angebot wird abgerufen…', // swap.button.quoting
  'Freigeben & tauschen', // swap.button.approveAndSwap
  'Tauschen', // swap.button.swap
  'Wird freigegeben…', // swap.button.approving
  'Wird getauscht…', // swap.button.swapping
  'Gib den Token in deiner Wallet frei und bestätige dann den Tausch…', // swap.waitingApprove
  'Bestätige den Tausch in deiner Wallet…', // swap.waiting
  '{from} gegen {to} getauscht: Die Transaktion ist bestätigt.', // swap.done
  'Signatur abgelehnt. Es wurde nichts getauscht.', // swap.declined
  'Senden', // view.WalletSend
  'Senden prüfen', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} verfügbar', // send.tokenOption
  'Deine Token werden geladen…', // send.tokensLoading
  'Betrag', // send.amount
  'Max', // send.max
  'An', // send.to
  'Adresse oder Name', // send.toPlaceholder
  'Weiter', // send.continue
  'Wird geprüft…', // send.checking
  'Gib einen Betrag ein.', // send.problem.AMOUNT_MISSING
  'Der Betrag muss eine Zahl sein, zum Beispiel 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Der Betrag muss größer als 0 sein.', // send.problem.AMOUNT_NOT_POSITIVE
  'Der Betrag hat mehr Nachkommastellen, als dieser Token erlaubt.', // send.problem.AMOUNT_TOO_PRECISE
  'Gib eine Adresse oder einen Namen ein.', // send.problem.RECEIVER_MISSING
  'Das ist keine gültige Adresse für dieses Netzwerk.', // send.problem.RECEIVER_INVALID
  'Zu diesem Namen wurde keine Adresse gefunden.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Wähle einen Token.', // send.problem.TOKEN_MISSING
  'Dieser Token liegt auf einem anderen als dem verbundenen Netzwerk.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Senden wird in diesem Netzwerk nicht unterstützt.', // send.problem.NAMESPACE_UNSUPPORTED
  'Guthaben reicht nicht aus.', // send.problem.INSUFFICIENT_BALANCE
  'Betrag', // send.preview.amount
  'Wert', // send.preview.value
  'Netzwerkgebühr', // send.preview.fee
  'Nicht abschätzbar', // send.preview.feeUnknown
  'An', // send.preview.to
  'Senden', // send.send
  'Abbrechen', // send.cancel
  'Bestätige die Transaktion in deiner Wallet…', // send.waiting
  'Signatur abgelehnt. Es wurde nichts gesendet.', // send.declined
  'Die Transaktion konnte nicht gesendet werden: {reason}', // send.failed
  '{amount} {symbol} gesendet: die Transaktion ist bestätigt.', // send.confirmed
  'Die Transaktion über {amount} {symbol} ist fehlgeschlagen.', // send.settledFailed
  'Bezahlen', // view.Pay
  '{dapp} bittet um eine Zahlung', // pay.requestedBy
  'Zahlungsanforderung', // pay.request
  'Wert', // pay.value
  'Netzwerk', // pay.network
  'An', // pay.to
  'Bezahlen', // pay.pay
  'Abbrechen', // pay.cancel
  'Diese Zahlungsanforderung ist ungültig.', // pay.invalid
  'Verbinde eine Wallet, um zu bezahlen.', // pay.connect
  'Wallet verbinden', // pay.connectButton
  'Diese Zahlung läuft über {network}. Wechsle das Netzwerk, um zu bezahlen.', // pay.wrongNetwork
  'Zu {network} wechseln', // pay.switch
  'Bestätige den Netzwerkwechsel in deiner Wallet…', // pay.switching
  'Das Netzwerk wurde nicht gewechselt: {reason}', // pay.switchFailed
  'Bestätige die Zahlung in deiner Wallet…', // pay.waiting
  'Warte, bis das Netzwerk die Zahlung bestätigt…', // pay.confirming
  '{amount} {symbol} bezahlt.', // pay.confirmed
  'Fertig', // pay.done
  'Signatur abgelehnt. Es wurde nichts bezahlt.', // pay.declined
  'Nicht genug {symbol} zum Bezahlen.', // pay.insufficient
  'Krypto kaufen', // pay.buy
  'Die Zahlung ist fehlgeschlagen: {reason}', // pay.failed
  'Deine Werte', // tabs.label
  'Token', // tabs.tokens
  'NFTs', // tabs.nfts
  'Aktivität', // tabs.activity
  'Token-Guthaben brauchen einen Datendienst, der mit dieser App noch nicht verbunden ist.', // tabs.tokensEmpty
  'NFTs brauchen einen Datendienst, der mit dieser App noch nicht verbunden ist.', // tabs.nftsEmpty
  'Dein Transaktionsverlauf braucht einen Datendienst, der mit dieser App noch nicht verbunden ist.', // tabs.activityEmpty
  'Namen wählen', // view.RegisterAccountName
  'Name registriert', // view.RegisterAccountNameSuccess
  'Namen wählen', // names.open
  'Dein Name', // names.label
  'Mindestens 4 Buchstaben, Ziffern oder Bindestriche.', // names.hint
  'Mindestens 4 Zeichen: nur Buchstaben, Ziffern und Bindestriche.', // names.invalid
  'Dieser Name ist vergeben. Versuche einen anderen.', // names.taken
  'Namen werden gesucht…', // names.loadingSuggestions
  'Vorschläge', // names.suggestions
  'Vergeben', // names.registered
  'Frei', // names.available
  'Registrieren', // names.register
  'Bestätige in deiner Wallet…', // names.registering
  '{name} gehört dir', // names.success
  'Zurück zu deinem Konto', // names.backToAccount
  'Token-Guthaben werden geladen…', // tokens.loading
  'Noch keine Token in diesem Netzwerk.', // tokens.empty
  'Gesamtwert', // tokens.total
  'Preis {price}', // tokens.price
  'Kein Preis', // tokens.unpriced
  'Erneut versuchen', // tokens.retry
  'NFTs werden geladen…', // nfts.loading
  'Noch keine NFTs in diesem Netzwerk.', // nfts.empty
  'NFTs aus den bisher geladenen Transaktionen.', // nfts.source
  'Bild von {name}', // nfts.imageOf
  'NFTs sind in diesem Netzwerk nicht verfügbar.', // nfts.unsupported
  'Aktivität wird geladen…', // activity.loading
  'Noch keine Transaktionen in diesem Netzwerk.', // activity.empty
  'Weitere Transaktionen werden geladen…', // activity.loadingMore
  'Mehr laden', // activity.more
  'Aktivität ist in diesem Netzwerk nicht verfügbar.', // activity.unsupported
  'Erneut versuchen', // activity.retry
  'Fehlgeschlagen', // activity.failed
  'Ausstehend', // activity.pending
  'Gesendet', // activity.op.send
  'Empfangen', // activity.op.receive
  'Geprägt', // activity.op.mint
  'Getauscht', // activity.op.trade
  'Freigegeben', // activity.op.approve
  'Vertrag bereitgestellt', // activity.op.deploy
  'Vertragsaufruf', // activity.op.execute
  'Transaktion', // activity.op.other
  'Keine Überweisungen', // activity.noTransfers
  'Netzwerke', // networks.label
  'Aktuelles Netzwerk', // networks.current
  'Nicht unterstütztes Netzwerk ({id})', // networks.unknown
  'Wechsle…', // networks.switching
  'Wechsle zu {network}', // switch.switching
  'Bestätige den Wechsel in deiner Wallet.', // switch.approveInWallet
  'Netzwerkwechsel abgelehnt', // switch.declined
  'Wechsel zu {network} nicht möglich: {reason}', // switch.failed
  'Diese App unterstützt das Netzwerk deiner Wallet nicht ({network}). Wechsle zu einem unterstützten Netzwerk, um fortzufahren.', // unsupported.body
  'Unterstützte Netzwerke', // unsupported.choose
  'Stattdessen trennen', // unsupported.disconnect
  '{app} möchte, dass du dich anmeldest', // siwx.heading
  'Signiere in {wallet} eine Nachricht, um zu zeigen, dass dir diese Wallet gehört. Das Signieren ist kostenlos und sendet keine Transaktion.', // siwx.body
  'Die Anmeldung ist hier erforderlich: Abbrechen trennt deine Wallet.', // siwx.requiredHint
  'Bestätige die Signaturanfrage in {wallet}.', // siwx.approveInWallet
  'Signieren', // siwx.sign
  'Signiere…', // siwx.signing
  'Abbrechen', // siwx.cancel
  'Diese App', // siwx.thisApp
  'Mit E-Mail anmelden', // email.section
  'E-Mail-Adresse', // email.label
  'Weiter', // email.continue
  'Wird gesendet…', // email.sending
  'Gib den Code ein, der an {email} gesendet wurde', // otp.heading
  'Bestätigungscode', // otp.group
  'Ziffer {n} von 6', // otp.digit
  'Der Code wird geprüft…', // otp.verifying
  'Code erneut senden', // otp.resend
  'Ein neuer Code ist unterwegs an {email}', // otp.resent
  'Sieh in dein Postfach: Gib dieses Gerät über den Link frei, den wir an {email} gesendet haben', // device.heading
  'Warten auf deine Freigabe…', // device.waiting
  'Erneut versuchen', // device.retry
  'E-Mail-Adresse ändern', // account.updateEmail
  'E-Mail-Adresse aktualisiert', // account.emailUpdated
  'Neue E-Mail-Adresse', // updateEmail.label
  'Deine aktuelle E-Mail-Adresse ist {email}. Wir senden zuerst einen Code an sie, dann einen an die neue Adresse.', // updateEmail.current
  'Bestätige die Anfrage im Wallet-Fenster', // approve.waiting
  'Abbrechen lehnt die Anfrage ab.', // approve.cancelHint
  'Nichts wartet auf eine Bestätigung', // approve.nothing
  'Abbrechen', // approve.cancel
  'Diese Ansicht gibt es in dieser Version der App noch nicht.', // unavailable.body
  'Benachrichtigungen', // toast.region
  'Schließen', // alert.dismiss
  'Etwas ist schiefgelaufen. Bitte versuche es erneut.', // error.generic
  'Bitte versuche es in {n, plural, one {# Sekunde} other {# Sekunden}} erneut', // error.EMAIL_LOGIN_COOLDOWN
  'Token-Guthaben nicht verfügbar', // error.TOKEN_BALANCE_UNAVAILABLE
  'Netzwerk wird für Tausch nicht unterstützt', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Netzwerk wird für den Gaspreis nicht unterstützt', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Beim Einrichten der Anmeldung ist ein Problem aufgetreten', // error.SIWX_INIT_FAILED
  'Signatur abgelehnt', // error.SIGNATURE_DECLINED
  'Diese App unterstützt Smart Accounts möglicherweise nicht', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Die Wallet hat sich mit einem anderen Konto angemeldet', // error.SIWX_WRONG_ACCOUNT
  'Ungültige E-Mail-Adresse', // error.INVALID_EMAIL
  'Gib den 6-stelligen Code ein', // error.INVALID_OTP
  'Transaktionen konnten nicht geladen werden', // error.TRANSACTIONS_FETCH_FAILED
  'Aktion nicht erlaubt', // error.RPC_NOT_ALLOWED_UI
  'Die Anfrage wurde abgebrochen', // error.FRAME_RPC_ABORTED
  'Etwas ist schiefgelaufen', // error.FRAME_REQUEST_ABORTED
  'Ein Fehler ist aufgetreten', // error.FRAME_ERROR_REPLY
  'Die E-Mail-Anmeldung konnte nicht geladen werden', // error.FRAME_LOAD_FAILED
  'Netzwerk nicht gefunden', // error.NETWORK_NOT_FOUND
  'Chain wird nicht unterstützt', // error.CHAIN_NOT_SUPPORTED
  'Name konnte nicht aufgelöst werden', // error.NAME_RESOLVE_FAILED
  'Namensvorschläge konnten nicht geladen werden', // error.NAME_SUGGESTIONS_FAILED
  'Das Angebot konnte nicht geladen werden', // error.ONRAMP_OPTIONS_FAILED
  'Kein Angebot erhältlich', // error.ONRAMP_QUOTE_FAILED
  'Die Kasse konnte nicht geöffnet werden', // error.ONRAMP_CHECKOUT_FAILED
  'Die Token zum Tauschen konnten nicht geladen werden', // error.SWAP_TOKENS_FAILED
  'Es konnte kein Tauschangebot abgerufen werden', // error.SWAP_QUOTE_FAILED
  'Der Tausch konnte nicht vorbereitet werden', // error.SWAP_BUILD_FAILED
  'Namen für die Adresse konnten nicht geladen werden', // error.NAMES_FOR_ADDRESS_FAILED
  'Name konnte nicht registriert werden', // error.NAME_REGISTER_FAILED
  'Trennen der Chain(s) fehlgeschlagen', // error.DISCONNECT_FAILED
  'Ein unerwarteter Fehler ist aufgetreten', // error.UNEXPECTED_ERROR
  'Die Wallet konnte die Anfrage nicht ausführen', // error.WALLET_REQUEST_FAILED
  'Der Vorgang wurde abgebrochen', // error.OPERATION_ABORTED
  'Die Anfrage an den Server ist fehlgeschlagen', // error.HTTP_REQUEST_FAILED
  'Die eingebettete Wallet hat nicht rechtzeitig geantwortet', // error.FRAME_REQUEST_TIMEOUT
  'Netzwerk nicht gefunden', // alert.APKT001.title
  'Ungültige App-Konfiguration', // alert.APKT002.title
  'Wallet konnte nicht geladen werden', // alert.APKT003.title
  'Zeitüberschreitung der Wallet-Anfrage', // alert.APKT004.title
  'Nicht verifizierte Domain', // alert.APKT005.title
  'Sitzung abgelaufen', // alert.APKT006.title
  'Ungültige Projekt-ID', // alert.APKT007.title
  'Projekt-ID fehlt', // alert.APKT008.title
  'Serverfehler', // alert.APKT009.title
  'Zu viele Anfragen', // alert.APKT010.title
  'Zu deinem Smart Account wechseln', // account.toSmartAccount
  'Zu deinem EOA wechseln', // account.toEoa
  'Anmelden', // view.ConnectingSocial
  'Mit einem Social-Konto anmelden', // social.section
  'Weitere Optionen ({count})', // social.more
  'Mit {provider} anmelden', // social.heading
  'Fahre im {provider}-Fenster fort…', // social.waiting
  'Abbrechen', // social.cancel
  'Das Anmeldefenster wurde blockiert. Erlaube Pop-ups für diese Seite und versuche es erneut.', // social.popupBlocked
  'Das Anmeldefenster wurde geschlossen, bevor du angemeldet warst.', // social.popupClosed
  'Die Anmeldung wurde nicht abgeschlossen. Bitte versuche es erneut.', // social.failed
  'Mit Farcaster anmelden', // view.ConnectingFarcaster
  'Dein Code wird vorbereitet…', // farcaster.preparing
  'QR-Code zur Anmeldung mit Farcaster', // farcaster.qrLabel
  'Mit dem Handy scannen', // farcaster.scan
  'Scanne diesen Code mit der Farcaster-App oder öffne den Link auf deinem Handy.', // farcaster.scanHint
  'In Farcaster öffnen', // farcaster.open
  'Dieser Code ist abgelaufen.', // farcaster.expired
  'Neuen Code holen', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Dutch (nl): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const nl: LocaleTexts = [
  'Wallet verbinden', // connectButton.label
  'Verbinden…', // connectButton.connecting
  'Saldo laden', // accountButton.balanceUnknown
  'Netwerk:', // networkButton.prefix
  'Niet-ondersteund netwerk', // networkButton.unknown
  'Netwerk', // networkButton.pending
  'Laden…', // modal.loading
  'Sluiten', // modal.close
  'De walletopties konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.', // modal.loadFailed
  'Opnieuw proberen', // modal.retry
  'Terug', // modal.back
  'Deze stap kun je niet overslaan. Kies hieronder een optie om verder te gaan.', // modal.closeRefused
  'Verbind een wallet', // view.Connect
  'Alle wallets', // view.AllWallets
  'Verbinden', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Account', // view.Account
  'Kies een netwerk', // view.Networks
  'Netwerk wisselen', // view.SwitchNetwork
  'Netwerk wisselen', // view.UnsupportedChain
  'Inloggen', // view.SIWXSignMessage
  'Transactie goedkeuren', // view.ApproveTransaction
  'Een andere wallet verbinden', // view.SwitchActiveChain
  'Bevestig je e-mailadres', // view.EmailVerifyOtp
  'Keur dit apparaat goed', // view.EmailVerifyDevice
  'Wijzig je e-mailadres', // view.UpdateEmailWallet
  'Bevestig je huidige e-mailadres', // view.UpdateEmailPrimaryOtp
  'Bevestig je nieuwe e-mailadres', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Verbind een {chain}-wallet om {network} te gebruiken.', // switchChain.body
  'De wallets die je al hebt verbonden, blijven verbonden.', // switchChain.keep
  'Een {chain}-wallet verbinden', // switchChain.connect
  'Niet beschikbaar', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Recent', // group.recent
  'Geïnstalleerd', // group.injected
  'Uitgelicht', // group.featured
  'Meer wallets', // group.custom
  'Andere wallets', // group.external
  'Aanbevolen', // group.recommended
  'Wallets', // connect.walletsLabel
  'Geïnstalleerd', // connect.installedBadge
  'Recent gebruikt', // connect.recentBadge
  'Alle wallets', // connect.allWallets
  'Er is geen wallet gevonden in deze browser.', // connect.noWallets
  'Installeer een wallet-extensie voor je browser en laad deze pagina opnieuw.', // connect.noWalletsHint
  'Wallets voor {chain}', // connect.onlyFor
  'Er is geen wallet voor {chain} gevonden in deze browser.', // connect.noWalletsFor
  '{wallet} downloaden', // connect.getWallet
  '(opent in een nieuw tabblad)', // connect.opensInNewTab
  'Nog niet beschikbaar', // connect.notAvailable
  'Door je wallet te verbinden, ga je akkoord met de', // connect.legalAgree
  'Servicevoorwaarden', // connect.terms
  'Privacybeleid', // connect.privacy
  'en het', // connect.legalAnd
  'Wallets zoeken', // allWallets.search
  'In deze browser', // allWallets.inBrowser
  'Aanbevolen', // allWallets.recommended
  'Walletoverzicht', // allWallets.directory
  'Meer wallets laden', // allWallets.loadMore
  'Wallets laden…', // allWallets.loading
  '{shown} van {count, plural, one {# wallet} other {# wallets}}', // allWallets.shown
  'Geen wallet komt overeen met ‘{query}’.', // allWallets.noResults
  'Het walletoverzicht is niet beschikbaar in deze app, dus alleen de wallets in deze browser worden getoond.', // allWallets.directoryUnavailable
  'Het walletoverzicht kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.', // allWallets.directoryFailed
  'Opnieuw proberen', // allWallets.retry
  'Ga verder in {wallet}', // connecting.continueIn
  'Accepteer het verbindingsverzoek in je wallet.', // connecting.pendingHint
  'Verbinding geweigerd', // connecting.declined
  'Het verzoek is geweigerd in {wallet}. Je kunt het opnieuw proberen.', // connecting.declinedHint
  'Verbinding mislukt', // connecting.failed
  'Opnieuw proberen', // connecting.retry
  'je wallet', // connecting.unknownWallet
  'Scan met je telefoon', // walletConnect.scan
  'Open een WalletConnect-wallet op je telefoon en scan deze code om te verbinden.', // walletConnect.scanHint
  'QR-code om te verbinden met WalletConnect', // walletConnect.qrLabel
  'QR-code voorbereiden…', // walletConnect.preparing
  'Link kopiëren', // walletConnect.copyLink
  'Link gekopieerd', // walletConnect.copied
  'De link kon niet worden gekopieerd. Selecteer hem hieronder.', // walletConnect.copyFailed
  'Openen in {wallet}', // walletConnect.openIn
  'De verbindingsdienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.', // walletConnect.relayUnreachable
  'Scan met een willekeurige WalletConnect-wallet. Netwerken die deze app niet noemt, zijn toegestaan.', // walletConnect.basicHint
  'Avatar van {name}', // account.avatarOf
  'Saldo', // account.balance
  'Saldo niet beschikbaar', // account.balanceUnavailable
  'Adres kopiëren', // account.copy
  'Gekopieerd', // account.copied
  'Adres gekopieerd naar het klembord', // account.copiedToast
  'Het adres kon niet worden gekopieerd. Selecteer en kopieer het handmatig.', // account.copyFailed
  'Verbinding verbreken', // account.disconnect
  'Deze wallet loskoppelen', // account.disconnectThis
  'Alle wallets loskoppelen', // account.disconnectAll
  'Netwerk: {network}', // account.network
  'Walletfuncties', // account.features
  'Crypto kopen', // feature.onramp
  'Swappen', // feature.swaps
  'Ontvangen', // feature.receive
  'Versturen', // feature.send
  'Nog niet beschikbaar', // feature.notAvailable
  'Ontvangen', // view.WalletReceive
  'QR-code van je adres', // receive.qrLabel
  'Je adres', // receive.address
  'Netwerken waarop je kunt ontvangen', // receive.networks
  'Stuur alleen activa naar dit adres op een van deze netwerken. Activa die op een ander netwerk worden verstuurd, kunnen verloren gaan.', // receive.networksNote
  'Crypto kopen', // view.OnRampProviders
  'Crypto kopen wordt in jouw regio niet aangeboden.', // onramp.restricted
  'Laden wat je kunt kopen…', // onramp.loading
  'Op dit netwerk valt niets te kopen.', // onramp.nothing
  'Je koopt', // onramp.purchaseCurrency
  'Je betaalt in', // onramp.paymentCurrency
  'Betaalmethode', // onramp.method
  'Kaart', // onramp.method.card
  'Bankoverschrijving', // onramp.method.bank
  'Bedrag ({currency})', // onramp.amount
  'Bedragen', // onramp.presets
  'Tussen {min} en {max} {currency}.', // onramp.limits
  'Je betaalt minimaal {min} {currency}.', // onramp.belowMin
  'Je betaalt maximaal {max} {currency}.', // onramp.aboveMax
  'Aanbieder', // onramp.providers
  'kosten {fee}', // onramp.fee
  'Offerte ophalen…', // onramp.quoting
  'Je ontvangt ongeveer {amount} {symbol}', // onramp.quote
  'Inclusief {fee} {currency} kosten', // onramp.quoteFee
  'Kopen via {provider}', // onramp.buy
  'Betaalpagina openen…', // onramp.opening
  'Rond de aankoop af in het betaalvenster.', // onramp.waiting
  'Aankoop voltooid: je saldo is bijgewerkt.', // onramp.done
  'Gekocht', // activity.op.buy
  'Swappen', // view.Swap
  'Tokens laden die je kunt swappen…', // swap.loading
  'Opnieuw proberen', // swap.retry
  'Je betaalt', // swap.pay
  'Je ontvangt', // swap.receive
  'Saldo: {amount} {symbol}', // swap.balance
  'ongeveer {value}', // swap.usdValue
  'Max.', // swap.max
  'Tokens omwisselen', // swap.flip
  'Token om mee te betalen', // swap.chooseFrom
  'Token om te ontvangen', // swap.chooseTo
  'niets gekozen', // swap.noToken
  'Kiezen', // swap.selectToken
  'Kies de token om mee te betalen', // swap.pickFrom
  'Kies de token om te ontvangen', // swap.pickTo
  'Tokens zoeken', // swap.search
  'Naam, symbool of adres', // swap.searchPlaceholder
  'Geen token komt overeen.', // swap.noMatch
  'Annuleren', // swap.cancel
  'Koers', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Prijsimpact', // swap.priceImpact
  'Netwerkkosten', // swap.networkFee
  'Max. prijsafwijking', // swap.slippage
  'Minimaal ontvangen', // swap.minimumReceived
  'Onbekend', // swap.unknown
  'Kies een token', // swap.button.selectToken
  'Voer een bedrag in', // swap.button.enterAmount
  'Onvoldoende saldo', // swap.button.insufficient
  'Offerte ophalen…', // swap.button.quoting
  'Goedkeuren en swappen', // swap.button.approveAndSwap
  'Swappen', // swap.button.swap
  'Goedkeuren…', // swap.button.approving
  'Swappen…', // swap.button.swapping
  'Keur de token goed in je wallet en bevestig daarna de swap…', // swap.waitingApprove
  'Bevestig de swap in je wallet…', // swap.waiting
  '{from} geswapt voor {to}: de transactie is bevestigd.', // swap.done
  'Handtekening geweigerd. Er is niets geswapt.', // swap.declined
  'Versturen', // view.WalletSend
  'Verzending controleren', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} beschikbaar', // send.tokenOption
  'Je tokens laden…', // send.tokensLoading
  'Bedrag', // send.amount
  'Max.', // send.max
  'Aan', // send.to
  'Adres of naam', // send.toPlaceholder
  'Doorgaan', // send.continue
  'Controleren…', // send.checking
  'Voer een bedrag in.', // send.problem.AMOUNT_MISSING
  'Het bedrag moet een getal zijn, zoals 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Het bedrag moet groter zijn dan 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'Het bedrag heeft meer decimalen dan deze token toestaat.', // send.problem.AMOUNT_TOO_PRECISE
  'Voer een adres of een naam in.', // send.problem.RECEIVER_MISSING
  'Dit is geen geldig adres voor dit netwerk.', // send.problem.RECEIVER_INVALID
  'Er is geen adres gevonden voor deze naam.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Kies een token.', // send.problem.TOKEN_MISSING
  'Deze token staat op een ander netwerk dan het verbonden netwerk.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Versturen wordt op dit netwerk niet ondersteund.', // send.problem.NAMESPACE_UNSUPPORTED
  'Onvoldoende saldo.', // send.problem.INSUFFICIENT_BALANCE
  'Bedrag', // send.preview.amount
  'Waarde', // send.preview.value
  'Netwerkkosten', // send.preview.fee
  'Kon niet worden geschat', // send.preview.feeUnknown
  'Aan', // send.preview.to
  'Versturen', // send.send
  'Annuleren', // send.cancel
  'Bevestig de transactie in je wallet…', // send.waiting
  'Handtekening geweigerd. Er is niets verstuurd.', // send.declined
  'De transactie kon niet worden verstuurd: {reason}', // send.failed
  '{amount} {symbol} verstuurd: de transactie is bevestigd.', // send.confirmed
  'De transactie van {amount} {symbol} is mislukt.', // send.settledFailed
  'Betalen', // view.Pay
  '{dapp} vraagt om een betaling', // pay.requestedBy
  'Betaalverzoek', // pay.request
  'Waarde', // pay.value
  'Netwerk', // pay.network
  'Aan', // pay.to
  'Betalen', // pay.pay
  'Annuleren', // pay.cancel
  'Dit betaalverzoek is niet geldig.', // pay.invalid
  'Verbind een wallet om te betalen.', // pay.connect
  'Wallet verbinden', // pay.connectButton
  'Deze betaling is op {network}. Wissel van netwerk om te betalen.', // pay.wrongNetwork
  'Wisselen naar {network}', // pay.switch
  'Bevestig de netwerkwissel in je wallet…', // pay.switching
  'Het netwerk is niet gewisseld: {reason}', // pay.switchFailed
  'Bevestig de betaling in je wallet…', // pay.waiting
  'Wachten tot het netwerk de betaling bevestigt…', // pay.confirming
  '{amount} {symbol} betaald.', // pay.confirmed
  'Klaar', // pay.done
  'Handtekening geweigerd. Er is niets betaald.', // pay.declined
  'Niet genoeg {symbol} om te betalen.', // pay.insufficient
  'Crypto kopen', // pay.buy
  'De betaling is mislukt: {reason}', // pay.failed
  'Je activa', // tabs.label
  'Tokens', // tabs.tokens
  'NFT’s', // tabs.nfts
  'Activiteit', // tabs.activity
  'Tokensaldi vereisen een datadienst die nog niet met deze app is verbonden.', // tabs.tokensEmpty
  'NFT’s vereisen een datadienst die nog niet met deze app is verbonden.', // tabs.nftsEmpty
  'Je transactiegeschiedenis vereist een datadienst die nog niet met deze app is verbonden.', // tabs.activityEmpty
  'Kies een naam', // view.RegisterAccountName
  'Naam geregistreerd', // view.RegisterAccountNameSuccess
  'Kies een naam', // names.open
  'Je naam', // names.label
  'Minstens 4 letters, cijfers of koppeltekens.', // names.hint
  'Gebruik minstens 4 tekens: alleen letters, cijfers en koppeltekens.', // names.invalid
  'Deze naam is al in gebruik. Probeer een andere.', // names.taken
  'Namen zoeken…', // names.loadingSuggestions
  'Suggesties', // names.suggestions
  'Bezet', // names.registered
  'Beschikbaar', // names.available
  'Registreren', // names.register
  'Bevestig in je wallet…', // names.registering
  '{name} is van jou', // names.success
  'Terug naar je account', // names.backToAccount
  'Tokensaldi laden…', // tokens.loading
  'Nog geen tokens op dit netwerk.', // tokens.empty
  'Totale waarde', // tokens.total
  'Prijs {price}', // tokens.price
  'Geen prijs', // tokens.unpriced
  'Opnieuw proberen', // tokens.retry
  'NFT’s laden…', // nfts.loading
  'Nog geen NFT’s op dit netwerk.', // nfts.empty
  'NFT’s ontvangen in de tot nu toe geladen transacties.', // nfts.source
  'Afbeelding van {name}', // nfts.imageOf
  'NFT’s zijn niet beschikbaar op dit netwerk.', // nfts.unsupported
  'Activiteit laden…', // activity.loading
  'Nog geen transacties op dit netwerk.', // activity.empty
  'Meer transacties laden…', // activity.loadingMore
  'Meer laden', // activity.more
  'Activiteit is niet beschikbaar op dit netwerk.', // activity.unsupported
  'Opnieuw proberen', // activity.retry
  'Mislukt', // activity.failed
  'In behandeling', // activity.pending
  'Verstuurd', // activity.op.send
  'Ontvangen', // activity.op.receive
  'Gemint', // activity.op.mint
  'Geswapt', // activity.op.trade
  'Goedgekeurd', // activity.op.approve
  'Contract geïmplementeerd', // activity.op.deploy
  'Contractaanroep', // activity.op.execute
  'Transactie', // activity.op.other
  'Geen overdrachten', // activity.noTransfers
  'Netwerken', // networks.label
  'Huidig netwerk', // networks.current
  'Niet-ondersteund netwerk ({id})', // networks.unknown
  'Wisselen…', // networks.switching
  'Wisselen naar {network}', // switch.switching
  'Keur de wissel goed in je wallet.', // switch.approveInWallet
  'Netwerkwissel geweigerd', // switch.declined
  'Kon niet wisselen naar {network}: {reason}', // switch.failed
  'Deze app ondersteunt het netwerk van je wallet niet ({network}). Wissel naar een ondersteund netwerk om verder te gaan.', // unsupported.body
  'Ondersteunde netwerken', // unsupported.choose
  'Liever loskoppelen', // unsupported.disconnect
  '{app} vraagt je in te loggen', // siwx.heading
  'Onderteken een bericht in {wallet} om te bewijzen dat deze wallet van jou is. Ondertekenen is gratis en verstuurt geen transactie.', // siwx.body
  'Inloggen is hier verplicht: annuleren koppelt je wallet los.', // siwx.requiredHint
  'Keur het ondertekeningsverzoek goed in {wallet}.', // siwx.approveInWallet
  'Ondertekenen', // siwx.sign
  'Ondertekenen…', // siwx.signing
  'Annuleren', // siwx.cancel
  'Deze app', // siwx.thisApp
  'Inloggen met e-mail', // email.section
  'E-mailadres', // email.label
  'Doorgaan', // email.continue
  'Versturen…', // email.sending
  'Voer de code in die naar {email} is gestuurd', // otp.heading
  'Verificatiecode', // otp.group
  'Cijfer {n} van 6', // otp.digit
  'Code controleren…', // otp.verifying
  'Code opnieuw sturen', // otp.resend
  'Er is een nieuwe code onderweg naar {email}', // otp.resent
  'Kijk in je inbox: keur dit apparaat goed via de link die we naar {email} hebben gestuurd', // device.heading
  'Wachten op je goedkeuring…', // device.waiting
  'Opnieuw proberen', // device.retry
  'E-mailadres wijzigen', // account.updateEmail
  'E-mailadres gewijzigd', // account.emailUpdated
  'Nieuw e-mailadres', // updateEmail.label
  'Je huidige e-mailadres is {email}. We sturen eerst een code naar dat adres en daarna een naar het nieuwe.', // updateEmail.current
  'Keur het verzoek goed in het walletvenster', // approve.waiting
  'Annuleren wijst het verzoek af.', // approve.cancelHint
  'Er wacht niets op goedkeuring', // approve.nothing
  'Annuleren', // approve.cancel
  'Dit scherm is niet beschikbaar in deze versie van de app.', // unavailable.body
  'Meldingen', // toast.region
  'Sluiten', // alert.dismiss
  'Er is iets misgegaan. Probeer het opnieuw.', // error.generic
  'Probeer het over {n, plural, one {# seconde} other {# seconden}} opnieuw', // error.EMAIL_LOGIN_COOLDOWN
  'Tokensaldo niet beschikbaar', // error.TOKEN_BALANCE_UNAVAILABLE
  'Netwerk niet ondersteund voor swaps', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Netwerk niet ondersteund voor gasprijs', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Er is een probleem opgetreden bij het starten van de authenticatie', // error.SIWX_INIT_FAILED
  'Handtekening geweigerd', // error.SIGNATURE_DECLINED
  'Deze applicatie ondersteunt mogelijk geen Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'De wallet heeft met een ander account ingelogd', // error.SIWX_WRONG_ACCOUNT
  'Ongeldig e-mailadres', // error.INVALID_EMAIL
  'Voer de 6-cijferige code in', // error.INVALID_OTP
  'Transacties ophalen mislukt', // error.TRANSACTIONS_FETCH_FAILED
  'Actie niet toegestaan', // error.RPC_NOT_ALLOWED_UI
  'Het verzoek is afgebroken', // error.FRAME_RPC_ABORTED
  'Er is iets misgegaan', // error.FRAME_REQUEST_ABORTED
  'Er is een fout opgetreden', // error.FRAME_ERROR_REPLY
  'Inloggen met e-mail kon niet worden geladen', // error.FRAME_LOAD_FAILED
  'Netwerk niet gevonden', // error.NETWORK_NOT_FOUND
  'Chain wordt niet ondersteund', // error.CHAIN_NOT_SUPPORTED
  'Fout bij het opzoeken van de naam', // error.NAME_RESOLVE_FAILED
  'Fout bij het ophalen van naamsuggesties', // error.NAME_SUGGESTIONS_FAILED
  'Kan niet laden wat je kunt kopen', // error.ONRAMP_OPTIONS_FAILED
  'Kan geen offerte ophalen', // error.ONRAMP_QUOTE_FAILED
  'Kan de betaalpagina niet openen', // error.ONRAMP_CHECKOUT_FAILED
  'Kan de tokens om te swappen niet laden', // error.SWAP_TOKENS_FAILED
  'Kan geen swapofferte ophalen', // error.SWAP_QUOTE_FAILED
  'Kan de swap niet voorbereiden', // error.SWAP_BUILD_FAILED
  'Fout bij het ophalen van namen voor het adres', // error.NAMES_FOR_ADDRESS_FAILED
  'Fout bij het registreren van de naam', // error.NAME_REGISTER_FAILED
  'Loskoppelen van chain(s) mislukt', // error.DISCONNECT_FAILED
  'Er is een onverwachte fout opgetreden', // error.UNEXPECTED_ERROR
  'De wallet kon het verzoek niet voltooien', // error.WALLET_REQUEST_FAILED
  'De bewerking is afgebroken', // error.OPERATION_ABORTED
  'Het verzoek aan de server is mislukt', // error.HTTP_REQUEST_FAILED
  'De ingebouwde wallet reageerde niet op tijd', // error.FRAME_REQUEST_TIMEOUT
  'Netwerk niet gevonden', // alert.APKT001.title
  'Ongeldige appconfiguratie', // alert.APKT002.title
  'Wallet laden mislukt', // alert.APKT003.title
  'Time-out van walletverzoek', // alert.APKT004.title
  'Niet-geverifieerd domein', // alert.APKT005.title
  'Sessie verlopen', // alert.APKT006.title
  'Ongeldige project-ID', // alert.APKT007.title
  'Project-ID ontbreekt', // alert.APKT008.title
  'Serverfout', // alert.APKT009.title
  'Te veel verzoeken', // alert.APKT010.title
  'Overschakelen naar je smart account', // account.toSmartAccount
  'Overschakelen naar je EOA', // account.toEoa
  'Inloggen', // view.ConnectingSocial
  'Inloggen met een sociaal account', // social.section
  'Meer opties ({count})', // social.more
  'Inloggen met {provider}', // social.heading
  'Ga verder in het {provider}-venster…', // social.waiting
  'Annuleren', // social.cancel
  'Het inlogvenster is geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw.', // social.popupBlocked
  'Het inlogvenster is gesloten voordat je was ingelogd.', // social.popupClosed
  'Het inloggen is niet voltooid. Probeer het opnieuw.', // social.failed
  'Inloggen met Farcaster', // view.ConnectingFarcaster
  'Je code wordt voorbereid…', // farcaster.preparing
  'QR-code om in te loggen met Farcaster', // farcaster.qrLabel
  'Scan met je telefoon', // farcaster.scan
  'Scan deze code met de Farcaster-app, of open de link op je telefoon.', // farcaster.scanHint
  'Openen in Farcaster', // farcaster.open
  'Deze code is verlopen.', // farcaster.expired
  'Nieuwe code ophalen', // farcaster.newCode
]

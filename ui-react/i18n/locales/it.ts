import type { LocaleTexts } from '../localeKeys.js'

/** Italian (it): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const it: LocaleTexts = [
  'Connetti wallet', // connectButton.label
  'Connessione…', // connectButton.connecting
  'Caricamento saldo', // accountButton.balanceUnknown
  'Rete:', // networkButton.prefix
  'Rete non supportata', // networkButton.unknown
  'Rete', // networkButton.pending
  'Caricamento…', // modal.loading
  'Chiudi', // modal.close
  'Impossibile caricare le opzioni del wallet. Controlla la connessione e riprova.', // modal.loadFailed
  'Riprova', // modal.retry
  'Indietro', // modal.back
  'Questo passaggio non si può saltare. Scegli un’opzione qui sotto per continuare.', // modal.closeRefused
  'Connetti un wallet', // view.Connect
  'Tutti i wallet', // view.AllWallets
  'Connessione in corso', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Account', // view.Account
  'Scegli una rete', // view.Networks
  'Cambia rete', // view.SwitchNetwork
  'Cambia rete', // view.UnsupportedChain
  'Accedi', // view.SIWXSignMessage
  'Approva la transazione', // view.ApproveTransaction
  'Connetti un altro wallet', // view.SwitchActiveChain
  'Conferma la tua email', // view.EmailVerifyOtp
  'Approva questo dispositivo', // view.EmailVerifyDevice
  'Cambia la tua email', // view.UpdateEmailWallet
  'Conferma la tua email attuale', // view.UpdateEmailPrimaryOtp
  'Conferma la tua nuova email', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Per usare {network}, connetti un wallet {chain}.', // switchChain.body
  'I wallet già connessi restano connessi.', // switchChain.keep
  'Connetti un wallet {chain}', // switchChain.connect
  'Non disponibile', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Recenti', // group.recent
  'Installati', // group.injected
  'In evidenza', // group.featured
  'Altri wallet', // group.custom
  'Wallet esterni', // group.external
  'Consigliati', // group.recommended
  'Wallet', // connect.walletsLabel
  'Installato', // connect.installedBadge
  'Recente', // connect.recentBadge
  'Tutti i wallet', // connect.allWallets
  'Nessun wallet trovato in questo browser.', // connect.noWallets
  'Installa un’estensione wallet per il browser, poi ricarica questa pagina.', // connect.noWalletsHint
  'Wallet {chain}', // connect.onlyFor
  'Nessun wallet {chain} trovato in questo browser.', // connect.noWalletsFor
  'Scarica {wallet}', // connect.getWallet
  '(si apre in una nuova scheda)', // connect.opensInNewTab
  'Non ancora disponibile', // connect.notAvailable
  'Connettendo il tuo wallet accetti i', // connect.legalAgree
  'Termini di servizio', // connect.terms
  'Informativa sulla privacy', // connect.privacy
  'e l’', // connect.legalAnd
  'Cerca wallet', // allWallets.search
  'In questo browser', // allWallets.inBrowser
  'Consigliati', // allWallets.recommended
  'Elenco dei wallet', // allWallets.directory
  'Carica altri wallet', // allWallets.loadMore
  'Caricamento dei wallet…', // allWallets.loading
  '{shown} di {count, plural, one {# wallet} many {# di wallet} other {# wallet}}', // allWallets.shown
  'Nessun wallet corrisponde a “{query}”.', // allWallets.noResults
  'L’elenco dei wallet non è disponibile in questa app, quindi compaiono solo i wallet trovati in questo browser.', // allWallets.directoryUnavailable
  'Impossibile caricare l’elenco dei wallet. Controlla la connessione e riprova.', // allWallets.directoryFailed
  'Riprova', // allWallets.retry
  'Continua in {wallet}', // connecting.continueIn
  'Accetta la richiesta di connessione nel tuo wallet.', // connecting.pendingHint
  'Connessione rifiutata', // connecting.declined
  'La richiesta è stata rifiutata in {wallet}. Puoi riprovare.', // connecting.declinedHint
  'Connessione non riuscita', // connecting.failed
  'Riprova', // connecting.retry
  'il tuo wallet', // connecting.unknownWallet
  'Scansiona con il telefono', // walletConnect.scan
  'Apri un wallet compatibile con WalletConnect sul telefono e scansiona questo codice per connetterti.', // walletConnect.scanHint
  'Codice QR per connettersi con WalletConnect', // walletConnect.qrLabel
  'Preparazione del codice QR…', // walletConnect.preparing
  'Copia link', // walletConnect.copyLink
  'Link copiato', // walletConnect.copied
  'Impossibile copiare il link. Selezionalo qui sotto.', // walletConnect.copyFailed
  'Apri in {wallet}', // walletConnect.openIn
  'Il servizio di connessione non è raggiungibile. Controlla la connessione e riprova.', // walletConnect.relayUnreachable
  'Scansiona con qualsiasi wallet WalletConnect. Sono consentite anche reti che questa app non elenca.', // walletConnect.basicHint
  'Avatar di {name}', // account.avatarOf
  'Saldo', // account.balance
  'Saldo non disponibile', // account.balanceUnavailable
  'Copia indirizzo', // account.copy
  'Copiato', // account.copied
  'Indirizzo copiato negli appunti', // account.copiedToast
  'Impossibile copiare l’indirizzo. Selezionalo e copialo a mano.', // account.copyFailed
  'Disconnetti', // account.disconnect
  'Disconnetti questo wallet', // account.disconnectThis
  'Disconnetti tutti i wallet', // account.disconnectAll
  'Rete: {network}', // account.network
  'Funzioni del wallet', // account.features
  'Compra crypto', // feature.onramp
  'Scambia', // feature.swaps
  'Ricevi', // feature.receive
  'Invia', // feature.send
  'Non ancora disponibile', // feature.notAvailable
  'Ricevi', // view.WalletReceive
  'Codice QR del tuo indirizzo', // receive.qrLabel
  'Il tuo indirizzo', // receive.address
  'Reti su cui puoi ricevere', // receive.networks
  'Invia asset a questo indirizzo solo su una di queste reti. Gli asset inviati su un’altra rete potrebbero andare persi.', // receive.networksNote
  'Compra crypto', // view.OnRampProviders
  'L’acquisto di crypto non è disponibile nella tua regione.', // onramp.restricted
  'Caricamento di ciò che puoi comprare…', // onramp.loading
  'Non c’è nulla da comprare su questa rete.', // onramp.nothing
  'Compri', // onramp.purchaseCurrency
  'Paghi in', // onramp.paymentCurrency
  'Metodo di pagamento', // onramp.method
  'Carta', // onramp.method.card
  'Bonifico bancario', // onramp.method.bank
  'Importo ({currency})', // onramp.amount
  'Importi', // onramp.presets
  'Tra {min} e {max} {currency}.', // onramp.limits
  'L’importo minimo è {min} {currency}.', // onramp.belowMin
  'L’importo massimo è {max} {currency}.', // onramp.aboveMax
  'Fornitore', // onramp.providers
  'commissione {fee}', // onramp.fee
  'Richiesta di un preventivo…', // onramp.quoting
  'Ricevi circa {amount} {symbol}', // onramp.quote
  'Commissione di {fee} {currency} inclusa', // onramp.quoteFee
  'Compra con {provider}', // onramp.buy
  'Apertura del pagamento…', // onramp.opening
  'Completa l’acquisto nella finestra di pagamento.', // onramp.waiting
  'Acquisto completato: il tuo saldo è aggiornato.', // onramp.done
  'Acquistato', // activity.op.buy
  'Scambia', // view.Swap
  'Caricamento dei token che puoi scambiare…', // swap.loading
  'Riprova', // swap.retry
  'Paghi', // swap.pay
  'Ricevi', // swap.receive
  'Saldo: {amount} {symbol}', // swap.balance
  'circa {value}', // swap.usdValue
  'Max', // swap.max
  'Inverti i token', // swap.flip
  'Token con cui pagare', // swap.chooseFrom
  'Token da ricevere', // swap.chooseTo
  'nessuno scelto', // swap.noToken
  'Scegli', // swap.selectToken
  'Scegli il token con cui pagare', // swap.pickFrom
  'Scegli il token da ricevere', // swap.pickTo
  'Cerca token', // swap.search
  'Nome, simbolo o indirizzo', // swap.searchPlaceholder
  'Nessun token corrisponde.', // swap.noMatch
  'Annulla', // swap.cancel
  'Tasso', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Impatto sul prezzo', // swap.priceImpact
  'Commissione di rete', // swap.networkFee
  'Slippage max', // swap.slippage
  'Minimo ricevuto', // swap.minimumReceived
  'Sconosciuto', // swap.unknown
  'Scegli un token', // swap.button.selectToken
  'Inserisci un importo', // swap.button.enterAmount
  'Saldo insufficiente', // swap.button.insufficient
  'Richiesta di un preventivo…', // swap.button.quoting
  'Approva e scambia', // swap.button.approveAndSwap
  'Scambia', // swap.button.swap
  'Approvazione…', // swap.button.approving
  'Scambio in corso…', // swap.button.swapping
  'Approva il token nel tuo wallet, poi conferma lo scambio…', // swap.waitingApprove
  'Conferma lo scambio nel tuo wallet…', // swap.waiting
  'Hai scambiato {from} con {to}: la transazione è confermata.', // swap.done
  'Firma rifiutata. Non è stato scambiato nulla.', // swap.declined
  'Invia', // view.WalletSend
  'Controlla l’invio', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} disponibili', // send.tokenOption
  'Caricamento dei tuoi token…', // send.tokensLoading
  'Importo', // send.amount
  'Max', // send.max
  'A', // send.to
  'Indirizzo o nome', // send.toPlaceholder
  'Continua', // send.continue
  'Verifica…', // send.checking
  'Inserisci un importo.', // send.problem.AMOUNT_MISSING
  'L’importo deve essere un numero, ad esempio 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'L’importo deve essere maggiore di 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'L’importo ha più decimali di quanti ne consenta questo token.', // send.problem.AMOUNT_TOO_PRECISE
  'Inserisci un indirizzo o un nome.', // send.problem.RECEIVER_MISSING
  'Questo non è un indirizzo valido per questa rete.', // send.problem.RECEIVER_INVALID
  'Nessun indirizzo trovato per questo nome.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Scegli un token.', // send.problem.TOKEN_MISSING
  'Questo token è su una rete diversa da quella connessa.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'L’invio non è supportato su questa rete.', // send.problem.NAMESPACE_UNSUPPORTED
  'Saldo insufficiente.', // send.problem.INSUFFICIENT_BALANCE
  'Importo', // send.preview.amount
  'Valore', // send.preview.value
  'Commissione di rete', // send.preview.fee
  'Impossibile stimarla', // send.preview.feeUnknown
  'A', // send.preview.to
  'Invia', // send.send
  'Annulla', // send.cancel
  'Conferma la transazione nel tuo wallet…', // send.waiting
  'Firma rifiutata. Non è stato inviato nulla.', // send.declined
  'Impossibile inviare la transazione: {reason}', // send.failed
  'Hai inviato {amount} {symbol}: la transazione è confermata.', // send.confirmed
  'La transazione di {amount} {symbol} non è riuscita.', // send.settledFailed
  'Paga', // view.Pay
  '{dapp} richiede un pagamento', // pay.requestedBy
  'Richiesta di pagamento', // pay.request
  'Valore', // pay.value
  'Rete', // pay.network
  'A', // pay.to
  'Paga', // pay.pay
  'Annulla', // pay.cancel
  'Questa richiesta di pagamento non è valida.', // pay.invalid
  'Connetti un wallet per pagare.', // pay.connect
  'Connetti wallet', // pay.connectButton
  'Questo pagamento è su {network}. Cambia rete per pagare.', // pay.wrongNetwork
  'Passa a {network}', // pay.switch
  'Conferma il cambio di rete nel tuo wallet…', // pay.switching
  'La rete non è stata cambiata: {reason}', // pay.switchFailed
  'Conferma il pagamento nel tuo wallet…', // pay.waiting
  'In attesa che la rete confermi il pagamento…', // pay.confirming
  'Hai pagato {amount} {symbol}.', // pay.confirmed
  'Fatto', // pay.done
  'Firma rifiutata. Non è stato pagato nulla.', // pay.declined
  '{symbol} insufficienti per pagare.', // pay.insufficient
  'Compra crypto', // pay.buy
  'Il pagamento non è riuscito: {reason}', // pay.failed
  'I tuoi asset', // tabs.label
  'Token', // tabs.tokens
  'NFT', // tabs.nfts
  'Attività', // tabs.activity
  'I saldi dei token richiedono un servizio dati non ancora collegato a questa app.', // tabs.tokensEmpty
  'Gli NFT richiedono un servizio dati non ancora collegato a questa app.', // tabs.nftsEmpty
  'La cronologia delle transazioni richiede un servizio dati non ancora collegato a questa app.', // tabs.activityEmpty
  'Scegli un nome', // view.RegisterAccountName
  'Nome registrato', // view.RegisterAccountNameSuccess
  'Scegli un nome', // names.open
  'Il tuo nome', // names.label
  'Almeno 4 lettere, cifre o trattini.', // names.hint
  'Usa almeno 4 caratteri: solo lettere, cifre e trattini.', // names.invalid
  'Questo nome è già in uso. Provane un altro.', // names.taken
  'Ricerca di nomi…', // names.loadingSuggestions
  'Suggerimenti', // names.suggestions
  'In uso', // names.registered
  'Disponibile', // names.available
  'Registra', // names.register
  'Conferma nel tuo wallet…', // names.registering
  '{name} è tuo', // names.success
  'Torna al tuo account', // names.backToAccount
  'Caricamento dei saldi dei token…', // tokens.loading
  'Ancora nessun token su questa rete.', // tokens.empty
  'Valore totale', // tokens.total
  'Prezzo {price}', // tokens.price
  'Nessun prezzo', // tokens.unpriced
  'Riprova', // tokens.retry
  'Caricamento degli NFT…', // nfts.loading
  'Ancora nessun NFT su questa rete.', // nfts.empty
  'NFT ricevuti nelle transazioni caricate finora.', // nfts.source
  'Immagine di {name}', // nfts.imageOf
  'Gli NFT non sono disponibili su questa rete.', // nfts.unsupported
  'Caricamento dell’attività…', // activity.loading
  'Ancora nessuna transazione su questa rete.', // activity.empty
  'Caricamento di altre transazioni…', // activity.loadingMore
  'Carica altro', // activity.more
  'L’attività non è disponibile su questa rete.', // activity.unsupported
  'Riprova', // activity.retry
  'Non riuscita', // activity.failed
  'In sospeso', // activity.pending
  'Inviato', // activity.op.send
  'Ricevuto', // activity.op.receive
  'Coniato', // activity.op.mint
  'Scambiato', // activity.op.trade
  'Approvato', // activity.op.approve
  'Contratto distribuito', // activity.op.deploy
  'Chiamata al contratto', // activity.op.execute
  'Transazione', // activity.op.other
  'Nessun trasferimento', // activity.noTransfers
  'Reti', // networks.label
  'Rete attuale', // networks.current
  'Rete non supportata ({id})', // networks.unknown
  'Cambio in corso…', // networks.switching
  'Passaggio a {network}', // switch.switching
  'Approva il cambio nel tuo wallet.', // switch.approveInWallet
  'Cambio di rete rifiutato', // switch.declined
  'Impossibile passare a {network}: {reason}', // switch.failed
  'Questa app non supporta la rete del tuo wallet ({network}). Passa a una rete supportata per continuare.', // unsupported.body
  'Reti supportate', // unsupported.choose
  'Disconnetti invece', // unsupported.disconnect
  '{app} ti chiede di accedere', // siwx.heading
  'Firma un messaggio in {wallet} per dimostrare che questo wallet è tuo. La firma è gratuita e non invia alcuna transazione.', // siwx.body
  'Qui l’accesso è obbligatorio: annullando, il wallet viene disconnesso.', // siwx.requiredHint
  'Approva la richiesta di firma in {wallet}.', // siwx.approveInWallet
  'Firma', // siwx.sign
  'Firma in corso…', // siwx.signing
  'Annulla', // siwx.cancel
  'Questa app', // siwx.thisApp
  'Accedi con l’email', // email.section
  'Indirizzo email', // email.label
  'Continua', // email.continue
  'Invio…', // email.sending
  'Inserisci il codice inviato a {email}', // otp.heading
  'Codice di verifica', // otp.group
  'Cifra {n} di 6', // otp.digit
  'Verifica del codice…', // otp.verifying
  'Invia di nuovo il codice', // otp.resend
  'Un nuovo codice è in arrivo a {email}', // otp.resent
  'Controlla la posta: approva questo dispositivo dal link che abbiamo inviato a {email}', // device.heading
  'In attesa della tua approvazione…', // device.waiting
  'Riprova', // device.retry
  'Aggiorna email', // account.updateEmail
  'Email aggiornata', // account.emailUpdated
  'Nuova email', // updateEmail.label
  'La tua email attuale è {email}. Prima inviamo un codice a questa, poi un altro al nuovo indirizzo.', // updateEmail.current
  'Approva la richiesta nella finestra del wallet', // approve.waiting
  'Annullando, la richiesta viene rifiutata.', // approve.cancelHint
  'Niente in attesa di approvazione', // approve.nothing
  'Annulla', // approve.cancel
  'Questa schermata non è disponibile in questa versione dell’app.', // unavailable.body
  'Notifiche', // toast.region
  'Ignora', // alert.dismiss
  'Qualcosa è andato storto. Riprova.', // error.generic
  'Riprova tra {n, plural, one {# secondo} many {# di secondi} other {# secondi}}', // error.EMAIL_LOGIN_COOLDOWN
  'Saldo dei token non disponibile', // error.TOKEN_BALANCE_UNAVAILABLE
  'Rete non supportata per gli scambi', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Rete non supportata per il prezzo del gas', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Si è verificato un problema durante l’avvio dell’autenticazione', // error.SIWX_INIT_FAILED
  'Firma rifiutata', // error.SIGNATURE_DECLINED
  'Questa applicazione potrebbe non supportare gli Smart Account', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Il wallet ha effettuato l’accesso con un altro account', // error.SIWX_WRONG_ACCOUNT
  'Email non valida', // error.INVALID_EMAIL
  'Inserisci il codice di 6 cifre', // error.INVALID_OTP
  'Impossibile recuperare le transazioni', // error.TRANSACTIONS_FETCH_FAILED
  'Azione non consentita', // error.RPC_NOT_ALLOWED_UI
  'La richiesta è stata interrotta', // error.FRAME_RPC_ABORTED
  'Qualcosa è andato storto', // error.FRAME_REQUEST_ABORTED
  'Si è verificato un errore', // error.FRAME_ERROR_REPLY
  'Impossibile caricare l’accesso con email', // error.FRAME_LOAD_FAILED
  'Rete non trovata', // error.NETWORK_NOT_FOUND
  'Chain non supportata', // error.CHAIN_NOT_SUPPORTED
  'Errore nella risoluzione del nome', // error.NAME_RESOLVE_FAILED
  'Errore nel recupero dei suggerimenti di nomi', // error.NAME_SUGGESTIONS_FAILED
  'Impossibile caricare ciò che puoi comprare', // error.ONRAMP_OPTIONS_FAILED
  'Impossibile ottenere un preventivo', // error.ONRAMP_QUOTE_FAILED
  'Impossibile aprire il pagamento', // error.ONRAMP_CHECKOUT_FAILED
  'Impossibile caricare i token da scambiare', // error.SWAP_TOKENS_FAILED
  'Impossibile ottenere un preventivo di scambio', // error.SWAP_QUOTE_FAILED
  'Impossibile preparare lo scambio', // error.SWAP_BUILD_FAILED
  'Errore nel recupero dei nomi dell’indirizzo', // error.NAMES_FOR_ADDRESS_FAILED
  'Errore nella registrazione del nome', // error.NAME_REGISTER_FAILED
  'Impossibile disconnettere le chain', // error.DISCONNECT_FAILED
  'Si è verificato un errore imprevisto', // error.UNEXPECTED_ERROR
  'Il wallet non è riuscito a completare la richiesta', // error.WALLET_REQUEST_FAILED
  'L’operazione è stata interrotta', // error.OPERATION_ABORTED
  'La richiesta al server non è riuscita', // error.HTTP_REQUEST_FAILED
  'Il wallet integrato non ha risposto in tempo', // error.FRAME_REQUEST_TIMEOUT
  'Rete non trovata', // alert.APKT001.title
  'Configurazione dell’app non valida', // alert.APKT002.title
  'Caricamento del wallet non riuscito', // alert.APKT003.title
  'Timeout della richiesta al wallet', // alert.APKT004.title
  'Dominio non verificato', // alert.APKT005.title
  'Sessione scaduta', // alert.APKT006.title
  'ID progetto non valido', // alert.APKT007.title
  'ID progetto mancante', // alert.APKT008.title
  'Errore del server', // alert.APKT009.title
  'Troppe richieste', // alert.APKT010.title
  'Passa al tuo smart account', // account.toSmartAccount
  'Passa al tuo EOA', // account.toEoa
  'Accedi', // view.ConnectingSocial
  'Accedi con un account social', // social.section
  'Altre opzioni ({count})', // social.more
  'Accedi con {provider}', // social.heading
  'Continua nella finestra di {provider}…', // social.waiting
  'Annulla', // social.cancel
  'La finestra di accesso è stata bloccata. Consenti i pop-up per questo sito e riprova.', // social.popupBlocked
  'La finestra di accesso è stata chiusa prima che tu accedessi.', // social.popupClosed
  'L’accesso non è stato completato. Riprova.', // social.failed
  'Accedi con Farcaster', // view.ConnectingFarcaster
  'Preparazione del codice…', // farcaster.preparing
  'Codice QR per accedere con Farcaster', // farcaster.qrLabel
  'Scansiona con il telefono', // farcaster.scan
  'Scansiona questo codice con l’app Farcaster o apri il link sul telefono.', // farcaster.scanHint
  'Apri in Farcaster', // farcaster.open
  'Questo codice è scaduto.', // farcaster.expired
  'Ottieni un nuovo codice', // farcaster.newCode
]

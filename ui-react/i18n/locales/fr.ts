import type { LocaleTexts } from '../localeKeys.js'

/** French (fr): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const fr: LocaleTexts = [
  'Connecter un wallet', // connectButton.label
  'Connexion…', // connectButton.connecting
  'Chargement du solde', // accountButton.balanceUnknown
  'Réseau :', // networkButton.prefix
  'Réseau non pris en charge', // networkButton.unknown
  'Réseau', // networkButton.pending
  'Chargement…', // modal.loading
  'Fermer', // modal.close
  'Impossible de charger les options de wallet. Vérifiez votre connexion et réessayez.', // modal.loadFailed
  'Réessayer', // modal.retry
  'Retour', // modal.back
  'Cette étape est obligatoire. Choisissez une option ci-dessous pour continuer.', // modal.closeRefused
  'Connecter un wallet', // view.Connect
  'Tous les wallets', // view.AllWallets
  'Connexion', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Compte', // view.Account
  'Choisir un réseau', // view.Networks
  'Changer de réseau', // view.SwitchNetwork
  'Changer de réseau', // view.UnsupportedChain
  'Se connecter', // view.SIWXSignMessage
  'Approuver la transaction', // view.ApproveTransaction
  'Connecter un autre wallet', // view.SwitchActiveChain
  'Confirmez votre e-mail', // view.EmailVerifyOtp
  'Approuvez cet appareil', // view.EmailVerifyDevice
  'Modifier votre e-mail', // view.UpdateEmailWallet
  'Confirmez votre e-mail actuel', // view.UpdateEmailPrimaryOtp
  'Confirmez votre nouvel e-mail', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Pour utiliser {network}, connectez un wallet {chain}.', // switchChain.body
  'Les wallets déjà connectés le restent.', // switchChain.keep
  'Connecter un wallet {chain}', // switchChain.connect
  'Indisponible', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Récents', // group.recent
  'Installés', // group.injected
  'À la une', // group.featured
  'Plus de wallets', // group.custom
  'Autres wallets', // group.external
  'Recommandés', // group.recommended
  'Wallets', // connect.walletsLabel
  'Installé', // connect.installedBadge
  'Récent', // connect.recentBadge
  'Tous les wallets', // connect.allWallets
  'Aucun wallet n’a été trouvé dans ce navigateur.', // connect.noWallets
  'Installez une extension de wallet pour navigateur, puis rechargez cette page.', // connect.noWalletsHint
  'Wallets {chain}', // connect.onlyFor
  'Aucun wallet {chain} n’a été trouvé dans ce navigateur.', // connect.noWalletsFor
  'Obtenir {wallet}', // connect.getWallet
  '(s’ouvre dans un nouvel onglet)', // connect.opensInNewTab
  'Pas encore disponible', // connect.notAvailable
  'En connectant votre wallet, vous acceptez les', // connect.legalAgree
  'Conditions d’utilisation', // connect.terms
  'Politique de confidentialité', // connect.privacy
  'et la', // connect.legalAnd
  'Rechercher un wallet', // allWallets.search
  'Dans ce navigateur', // allWallets.inBrowser
  'Recommandés', // allWallets.recommended
  'Annuaire des wallets', // allWallets.directory
  'Charger plus de wallets', // allWallets.loadMore
  'Chargement des wallets…', // allWallets.loading
  '{shown} sur {count, plural, one {# wallet} many {# de wallets} other {# wallets}}', // allWallets.shown
  'Aucun wallet ne correspond à « {query} ».', // allWallets.noResults
  'L’annuaire des wallets n’est pas disponible dans cette app : seuls les wallets de ce navigateur sont listés.', // allWallets.directoryUnavailable
  'Impossible de charger l’annuaire des wallets. Vérifiez votre connexion et réessayez.', // allWallets.directoryFailed
  'Réessayer', // allWallets.retry
  'Continuez dans {wallet}', // connecting.continueIn
  'Acceptez la demande de connexion dans votre wallet.', // connecting.pendingHint
  'Connexion refusée', // connecting.declined
  'La demande a été refusée dans {wallet}. Vous pouvez réessayer.', // connecting.declinedHint
  'Échec de la connexion', // connecting.failed
  'Réessayer', // connecting.retry
  'votre wallet', // connecting.unknownWallet
  'Scannez avec votre téléphone', // walletConnect.scan
  'Ouvrez un wallet compatible WalletConnect sur votre téléphone et scannez ce code pour vous connecter.', // walletConnect.scanHint
  'QR code pour se connecter avec WalletConnect', // walletConnect.qrLabel
  'Préparation du QR code…', // walletConnect.preparing
  'Copier le lien', // walletConnect.copyLink
  'Lien copié', // walletConnect.copied
  'Impossible de copier le lien. Sélectionnez-le ci-dessous.', // walletConnect.copyFailed
  'Ouvrir dans {wallet}', // walletConnect.openIn
  'Le service de connexion est injoignable. Vérifiez votre connexion et réessayez.', // walletConnect.relayUnreachable
  'Scannez avec n’importe quel wallet WalletConnect. Les réseaux que cette app ne liste pas sont acceptés.', // walletConnect.basicHint
  'Avatar de {name}', // account.avatarOf
  'Solde', // account.balance
  'Solde indisponible', // account.balanceUnavailable
  'Copier l’adresse', // account.copy
  'Copiée', // account.copied
  'Adresse copiée dans le presse-papiers', // account.copiedToast
  'Impossible de copier l’adresse. Sélectionnez-la et copiez-la à la main.', // account.copyFailed
  'Déconnecter', // account.disconnect
  'Déconnecter ce wallet', // account.disconnectThis
  'Déconnecter tous les wallets', // account.disconnectAll
  'Réseau : {network}', // account.network
  'Fonctions du wallet', // account.features
  'Acheter des cryptos', // feature.onramp
  'Échanger', // feature.swaps
  'Recevoir', // feature.receive
  'Envoyer', // feature.send
  'Pas encore disponible', // feature.notAvailable
  'Recevoir', // view.WalletReceive
  'QR code de votre adresse', // receive.qrLabel
  'Votre adresse', // receive.address
  'Réseaux sur lesquels recevoir', // receive.networks
  'N’envoyez des actifs à cette adresse que sur l’un de ces réseaux. Des actifs envoyés sur un autre réseau peuvent être perdus.', // receive.networksNote
  'Acheter des cryptos', // view.OnRampProviders
  'L’achat de cryptos n’est pas proposé dans votre région.', // onramp.restricted
  'Chargement de ce que vous pouvez acheter…', // onramp.loading
  'Rien ne peut être acheté sur ce réseau.', // onramp.nothing
  'Vous achetez', // onramp.purchaseCurrency
  'Vous payez en', // onramp.paymentCurrency
  'Moyen de paiement', // onramp.method
  'Carte', // onramp.method.card
  'Virement bancaire', // onramp.method.bank
  'Montant ({currency})', // onramp.amount
  'Montants', // onramp.presets
  'Entre {min} et {max} {currency}.', // onramp.limits
  'Le montant minimum est de {min} {currency}.', // onramp.belowMin
  'Le montant maximum est de {max} {currency}.', // onramp.aboveMax
  'Fournisseur', // onramp.providers
  'frais {fee}', // onramp.fee
  'Obtention d’un devis…', // onramp.quoting
  'Vous recevez environ {amount} {symbol}', // onramp.quote
  'Frais de {fee} {currency} inclus', // onramp.quoteFee
  'Acheter avec {provider}', // onramp.buy
  'Ouverture du paiement…', // onramp.opening
  'Terminez l’achat dans la fenêtre de paiement.', // onramp.waiting
  'Achat terminé : votre solde est à jour.', // onramp.done
  'Acheté', // activity.op.buy
  'Échanger', // view.Swap
  'Chargement des tokens échangeables…', // swap.loading
  'Réessayer', // swap.retry
  'Vous payez', // swap.pay
  'Vous recevez', // swap.receive
  'Solde : {amount} {symbol}', // swap.balance
  'environ {value}', // swap.usdValue
  'Max', // swap.max
  'Inverser les tokens', // swap.flip
  'Token à payer', // swap.chooseFrom
  'Token à recevoir', // swap.chooseTo
  'aucun choisi', // swap.noToken
  'Choisir', // swap.selectToken
  'Choisissez le token à payer', // swap.pickFrom
  'Choisissez le token à recevoir', // swap.pickTo
  'Rechercher un token', // swap.search
  'Nom, symbole ou adresse', // swap.searchPlaceholder
  'Aucun token ne correspond.', // swap.noMatch
  'Annuler', // swap.cancel
  'Taux', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Impact sur le prix', // swap.priceImpact
  'Frais de réseau', // swap.networkFee
  'Glissement max.', // swap.slippage
  'Minimum reçu', // swap.minimumReceived
  'Inconnu', // swap.unknown
  'Choisissez un token', // swap.button.selectToken
  'Saisissez un montant', // swap.button.enterAmount
  'Solde insuffisant', // swap.button.insufficient
  'Obtention d’un devis…', // swap.button.quoting
  'Approuver et échanger', // swap.button.approveAndSwap
  'Échanger', // swap.button.swap
  'Approbation…', // swap.button.approving
  'Échange en cours…', // swap.button.swapping
  'Approuvez le token dans votre wallet, puis confirmez l’échange…', // swap.waitingApprove
  'Confirmez l’échange dans votre wallet…', // swap.waiting
  '{from} échangé contre {to} : la transaction est confirmée.', // swap.done
  'Signature refusée. Rien n’a été échangé.', // swap.declined
  'Envoyer', // view.WalletSend
  'Vérifier l’envoi', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} disponible(s)', // send.tokenOption
  'Chargement de vos tokens…', // send.tokensLoading
  'Montant', // send.amount
  'Max', // send.max
  'À', // send.to
  'Adresse ou nom', // send.toPlaceholder
  'Continuer', // send.continue
  'Vérification…', // send.checking
  'Saisissez un montant.', // send.problem.AMOUNT_MISSING
  'Le montant doit être un nombre, par exemple 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Le montant doit être supérieur à 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'Le montant a plus de décimales que ce token n’en autorise.', // send.problem.AMOUNT_TOO_PRECISE
  'Saisissez une adresse ou un nom.', // send.problem.RECEIVER_MISSING
  'Cette adresse n’est pas valide sur ce réseau.', // send.problem.RECEIVER_INVALID
  'Aucune adresse trouvée pour ce nom.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Choisissez un token.', // send.problem.TOKEN_MISSING
  'Ce token est sur un autre réseau que celui connecté.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'L’envoi n’est pas pris en charge sur ce réseau.', // send.problem.NAMESPACE_UNSUPPORTED
  'Solde insuffisant.', // send.problem.INSUFFICIENT_BALANCE
  'Montant', // send.preview.amount
  'Valeur', // send.preview.value
  'Frais de réseau', // send.preview.fee
  'Estimation impossible', // send.preview.feeUnknown
  'À', // send.preview.to
  'Envoyer', // send.send
  'Annuler', // send.cancel
  'Confirmez la transaction dans votre wallet…', // send.waiting
  'Signature refusée. Rien n’a été envoyé.', // send.declined
  'La transaction n’a pas pu être envoyée : {reason}', // send.failed
  '{amount} {symbol} envoyé(s) : la transaction est confirmée.', // send.confirmed
  'La transaction de {amount} {symbol} a échoué.', // send.settledFailed
  'Payer', // view.Pay
  '{dapp} demande un paiement', // pay.requestedBy
  'Demande de paiement', // pay.request
  'Valeur', // pay.value
  'Réseau', // pay.network
  'À', // pay.to
  'Payer', // pay.pay
  'Annuler', // pay.cancel
  'Cette demande de paiement n’est pas valide.', // pay.invalid
  'Connectez un wallet pour payer.', // pay.connect
  'Connecter un wallet', // pay.connectButton
  'Ce paiement est sur {network}. Changez de réseau pour payer.', // pay.wrongNetwork
  'Passer à {network}', // pay.switch
  'Confirmez le changement de réseau dans votre wallet…', // pay.switching
  'Le réseau n’a pas été changé : {reason}', // pay.switchFailed
  'Confirmez le paiement dans votre wallet…', // pay.waiting
  'En attente de la confirmation du paiement par le réseau…', // pay.confirming
  '{amount} {symbol} payé(s).', // pay.confirmed
  'Terminé', // pay.done
  'Signature refusée. Rien n’a été payé.', // pay.declined
  'Pas assez de {symbol} pour payer.', // pay.insufficient
  'Acheter des cryptos', // pay.buy
  'Le paiement a échoué : {reason}', // pay.failed
  'Vos actifs', // tabs.label
  'Tokens', // tabs.tokens
  'NFT', // tabs.nfts
  'Activité', // tabs.activity
  'Les soldes de tokens nécessitent un service de données qui n’est pas encore connecté à cette app.', // tabs.tokensEmpty
  'Les NFT nécessitent un service de données qui n’est pas encore connecté à cette app.', // tabs.nftsEmpty
  'Votre historique de transactions nécessite un service de données qui n’est pas encore connecté à cette app.', // tabs.activityEmpty
  'Choisir un nom', // view.RegisterAccountName
  'Nom enregistré', // view.RegisterAccountNameSuccess
  'Choisir un nom', // names.open
  'Votre nom', // names.label
  'Au moins 4 lettres, chiffres ou traits d’union.', // names.hint
  'Utilisez au moins 4 caractères : lettres, chiffres et traits d’union uniquement.', // names.invalid
  'Ce nom est déjà pris. Essayez-en un autre.', // names.taken
  'Recherche de noms…', // names.loadingSuggestions
  'Suggestions de noms', // names.suggestions
  'Pris', // names.registered
  'Disponible', // names.available
  'Enregistrer', // names.register
  'Confirmez dans votre wallet…', // names.registering
  '{name} est à vous', // names.success
  'Retour à votre compte', // names.backToAccount
  'Chargement des soldes de tokens…', // tokens.loading
  'Aucun token sur ce réseau pour l’instant.', // tokens.empty
  'Valeur totale', // tokens.total
  'Prix {price}', // tokens.price
  'Sans prix', // tokens.unpriced
  'Réessayer', // tokens.retry
  'Chargement des NFT…', // nfts.loading
  'Aucun NFT sur ce réseau pour l’instant.', // nfts.empty
  'NFT reçus dans les transactions chargées jusqu’ici.', // nfts.source
  'Image de {name}', // nfts.imageOf
  'Les NFT ne sont pas disponibles sur ce réseau.', // nfts.unsupported
  'Chargement de l’activité…', // activity.loading
  'Aucune transaction sur ce réseau pour l’instant.', // activity.empty
  'Chargement d’autres transactions…', // activity.loadingMore
  'Charger plus', // activity.more
  'L’activité n’est pas disponible sur ce réseau.', // activity.unsupported
  'Réessayer', // activity.retry
  'Échec', // activity.failed
  'En attente', // activity.pending
  'Envoyé', // activity.op.send
  'Reçu', // activity.op.receive
  'Frappé', // activity.op.mint
  'Échangé', // activity.op.trade
  'Approuvé', // activity.op.approve
  'Contrat déployé', // activity.op.deploy
  'Appel de contrat', // activity.op.execute
  'Transaction', // activity.op.other
  'Aucun transfert', // activity.noTransfers
  'Réseaux', // networks.label
  'Réseau actuel', // networks.current
  'Réseau non pris en charge ({id})', // networks.unknown
  'Changement…', // networks.switching
  'Passage à {network}', // switch.switching
  'Approuvez le changement dans votre wallet.', // switch.approveInWallet
  'Changement de réseau refusé', // switch.declined
  'Impossible de passer à {network} : {reason}', // switch.failed
  'Cette app ne prend pas en charge le réseau de votre wallet ({network}). Passez à un réseau pris en charge pour continuer.', // unsupported.body
  'Réseaux pris en charge', // unsupported.choose
  'Se déconnecter plutôt', // unsupported.disconnect
  '{app} vous invite à vous connecter', // siwx.heading
  'Signez un message dans {wallet} pour prouver que ce wallet vous appartient. La signature est gratuite et n’envoie aucune transaction.', // siwx.body
  'La connexion est obligatoire ici : annuler déconnecte votre wallet.', // siwx.requiredHint
  'Approuvez la demande de signature dans {wallet}.', // siwx.approveInWallet
  'Signer', // siwx.sign
  'Signature…', // siwx.signing
  'Annuler', // siwx.cancel
  'Cette app', // siwx.thisApp
  'Se connecter par e-mail', // email.section
  'E-mail', // email.label
  'Continuer', // email.continue
  'Envoi…', // email.sending
  'Saisissez le code envoyé à {email}', // otp.heading
  'Code de vérification', // otp.group
  'Chiffre {n} sur 6', // otp.digit
  'Vérification du code…', // otp.verifying
  'Renvoyer le code', // otp.resend
  'Un nouveau code est en route vers {email}', // otp.resent
  'Consultez votre boîte de réception : approuvez cet appareil via le lien envoyé à {email}', // device.heading
  'En attente de votre approbation…', // device.waiting
  'Réessayer', // device.retry
  'Modifier l’e-mail', // account.updateEmail
  'E-mail modifié', // account.emailUpdated
  'Nouvel e-mail', // updateEmail.label
  'Votre e-mail actuel est {email}. Nous y envoyons d’abord un code, puis un autre à la nouvelle adresse.', // updateEmail.current
  'Approuvez la demande dans la fenêtre du wallet', // approve.waiting
  'Annuler rejette la demande.', // approve.cancelHint
  'Rien n’attend d’approbation', // approve.nothing
  'Annuler', // approve.cancel
  'Cet écran n’est pas disponible dans cette version de l’app.', // unavailable.body
  'Notifications', // toast.region
  'Ignorer', // alert.dismiss
  'Une erreur s’est produite. Veuillez réessayer.', // error.generic
  'Veuillez réessayer dans {n, plural, one {# seconde} many {# de secondes} other {# secondes}}', // error.EMAIL_LOGIN_COOLDOWN
  'Solde de tokens indisponible', // error.TOKEN_BALANCE_UNAVAILABLE
  'Réseau non pris en charge pour les échanges', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Réseau non pris en charge pour le prix du gas', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Un problème est survenu lors de l’initialisation de l’authentification', // error.SIWX_INIT_FAILED
  'Signature refusée', // error.SIGNATURE_DECLINED
  'Cette application ne prend peut-être pas en charge les Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Le wallet s’est connecté avec un autre compte', // error.SIWX_WRONG_ACCOUNT
  'E-mail non valide', // error.INVALID_EMAIL
  'Saisissez le code à 6 chiffres', // error.INVALID_OTP
  'Impossible de récupérer les transactions', // error.TRANSACTIONS_FETCH_FAILED
  'Action non autorisée', // error.RPC_NOT_ALLOWED_UI
  'La demande a été annulée', // error.FRAME_RPC_ABORTED
  'Une erreur s’est produite', // error.FRAME_REQUEST_ABORTED
  'Une erreur est survenue', // error.FRAME_ERROR_REPLY
  'Impossible de charger la connexion par e-mail', // error.FRAME_LOAD_FAILED
  'Réseau introuvable', // error.NETWORK_NOT_FOUND
  'Chaîne non prise en charge', // error.CHAIN_NOT_SUPPORTED
  'Erreur lors de la résolution du nom', // error.NAME_RESOLVE_FAILED
  'Erreur lors de la récupération des suggestions de noms', // error.NAME_SUGGESTIONS_FAILED
  'Impossible de charger ce que vous pouvez acheter', // error.ONRAMP_OPTIONS_FAILED
  'Impossible d’obtenir un devis', // error.ONRAMP_QUOTE_FAILED
  'Impossible d’ouvrir le paiement', // error.ONRAMP_CHECKOUT_FAILED
  'Impossible de charger les tokens à échanger', // error.SWAP_TOKENS_FAILED
  'Impossible d’obtenir un devis d’échange', // error.SWAP_QUOTE_FAILED
  'Impossible de préparer l’échange', // error.SWAP_BUILD_FAILED
  'Erreur lors de la récupération des noms de l’adresse', // error.NAMES_FOR_ADDRESS_FAILED
  'Erreur lors de l’enregistrement du nom', // error.NAME_REGISTER_FAILED
  'Échec de la déconnexion des chaînes', // error.DISCONNECT_FAILED
  'Une erreur inattendue s’est produite', // error.UNEXPECTED_ERROR
  'Le wallet n’a pas pu traiter la demande', // error.WALLET_REQUEST_FAILED
  'L’opération a été annulée', // error.OPERATION_ABORTED
  'La requête au serveur a échoué', // error.HTTP_REQUEST_FAILED
  'Le wallet intégré n’a pas répondu à temps', // error.FRAME_REQUEST_TIMEOUT
  'Réseau introuvable', // alert.APKT001.title
  'Configuration de l’app non valide', // alert.APKT002.title
  'Échec du chargement du wallet', // alert.APKT003.title
  'Délai de la demande au wallet dépassé', // alert.APKT004.title
  'Domaine non vérifié', // alert.APKT005.title
  'Session expirée', // alert.APKT006.title
  'ID de projet non valide', // alert.APKT007.title
  'ID de projet manquant', // alert.APKT008.title
  'Erreur du serveur', // alert.APKT009.title
  'Trop de requêtes', // alert.APKT010.title
  'Passer à votre compte intelligent', // account.toSmartAccount
  'Passer à votre EOA', // account.toEoa
  'Se connecter', // view.ConnectingSocial
  'Se connecter avec un compte social', // social.section
  'Plus d’options ({count})', // social.more
  'Se connecter avec {provider}', // social.heading
  'Continuez dans la fenêtre {provider}…', // social.waiting
  'Annuler', // social.cancel
  'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up pour ce site et réessayez.', // social.popupBlocked
  'La fenêtre de connexion a été fermée avant la fin de la connexion.', // social.popupClosed
  'La connexion n’a pas abouti. Veuillez réessayer.', // social.failed
  'Se connecter avec Farcaster', // view.ConnectingFarcaster
  'Préparation de votre code…', // farcaster.preparing
  'QR code pour se connecter avec Farcaster', // farcaster.qrLabel
  'Scannez avec votre téléphone', // farcaster.scan
  'Scannez ce code avec l’app Farcaster, ou ouvrez le lien sur votre téléphone.', // farcaster.scanHint
  'Ouvrir dans Farcaster', // farcaster.open
  'Ce code a expiré.', // farcaster.expired
  'Obtenir un nouveau code', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Spanish (es): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const es: LocaleTexts = [
  'Conectar billetera', // connectButton.label
  'Conectando…', // connectButton.connecting
  'Cargando saldo', // accountButton.balanceUnknown
  'Red:', // networkButton.prefix
  'Red no compatible', // networkButton.unknown
  'Red', // networkButton.pending
  'Cargando…', // modal.loading
  'Cerrar', // modal.close
  'No se pudieron cargar las opciones de billetera. Revisa tu conexión e inténtalo de nuevo.', // modal.loadFailed
  'Reintentar', // modal.retry
  'Atrás', // modal.back
  'Este paso no se puede omitir. Elige una opción para continuar.', // modal.closeRefused
  'Conectar una billetera', // view.Connect
  'Todas las billeteras', // view.AllWallets
  'Conectando', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Cuenta', // view.Account
  'Elige una red', // view.Networks
  'Cambiar de red', // view.SwitchNetwork
  'Cambiar de red', // view.UnsupportedChain
  'Iniciar sesión', // view.SIWXSignMessage
  'Aprobar transacción', // view.ApproveTransaction
  'Conectar otra billetera', // view.SwitchActiveChain
  'Confirma tu correo', // view.EmailVerifyOtp
  'Aprueba este dispositivo', // view.EmailVerifyDevice
  'Cambia tu correo', // view.UpdateEmailWallet
  'Confirma tu correo actual', // view.UpdateEmailPrimaryOtp
  'Confirma tu nuevo correo', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Para usar {network}, conecta una billetera de {chain}.', // switchChain.body
  'Las billeteras que ya conectaste siguen conectadas.', // switchChain.keep
  'Conectar una billetera de {chain}', // switchChain.connect
  'No disponible', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Recientes', // group.recent
  'Instaladas', // group.injected
  'Destacadas', // group.featured
  'Más billeteras', // group.custom
  'Otras billeteras', // group.external
  'Recomendadas', // group.recommended
  'Billeteras', // connect.walletsLabel
  'Instalada', // connect.installedBadge
  'Reciente', // connect.recentBadge
  'Todas las billeteras', // connect.allWallets
  'No se encontró ninguna billetera en este navegador.', // connect.noWallets
  'Instala una extensión de billetera para el navegador y recarga esta página.', // connect.noWalletsHint
  'Billeteras de {chain}', // connect.onlyFor
  'No se encontró ninguna billetera de {chain} en este navegador.', // connect.noWalletsFor
  'Obtener {wallet}', // connect.getWallet
  '(se abre en una pestaña nueva)', // connect.opensInNewTab
  'Aún no disponible', // connect.notAvailable
  'Al conectar tu billetera, aceptas los', // connect.legalAgree
  'Términos del servicio', // connect.terms
  'Política de privacidad', // connect.privacy
  'y la', // connect.legalAnd
  'Buscar billeteras', // allWallets.search
  'En este navegador', // allWallets.inBrowser
  'Recomendadas', // allWallets.recommended
  'Directorio de billeteras', // allWallets.directory
  'Cargar más billeteras', // allWallets.loadMore
  'Cargando billeteras…', // allWallets.loading
  'Mostrando {shown} de {count, plural, one {# billetera} many {# billeteras} other {# billeteras}}', // allWallets.shown
  'Ninguna billetera coincide con “{query}”.', // allWallets.noResults
  'El directorio de billeteras no está disponible en esta app, así que solo se muestran las billeteras de este navegador.', // allWallets.directoryUnavailable
  'No se pudo cargar el directorio de billeteras. Revisa tu conexión e inténtalo de nuevo.', // allWallets.directoryFailed
  'Reintentar', // allWallets.retry
  'Continúa en {wallet}', // connecting.continueIn
  'Acepta la solicitud de conexión en tu billetera.', // connecting.pendingHint
  'Conexión rechazada', // connecting.declined
  'La solicitud se rechazó en {wallet}. Puedes intentarlo de nuevo.', // connecting.declinedHint
  'Error de conexión', // connecting.failed
  'Reintentar', // connecting.retry
  'tu billetera', // connecting.unknownWallet
  'Escanea con tu teléfono', // walletConnect.scan
  'Abre una billetera compatible con WalletConnect en tu teléfono y escanea este código para conectarte.', // walletConnect.scanHint
  'Código QR para conectar con WalletConnect', // walletConnect.qrLabel
  'Preparando el código QR…', // walletConnect.preparing
  'Copiar enlace', // walletConnect.copyLink
  'Enlace copiado', // walletConnect.copied
  'No se pudo copiar el enlace. Selecciónalo abajo.', // walletConnect.copyFailed
  'Abrir en {wallet}', // walletConnect.openIn
  'No se pudo contactar con el servicio de conexión. Revisa tu conexión e inténtalo de nuevo.', // walletConnect.relayUnreachable
  'Escanea con cualquier billetera WalletConnect. Se permiten redes que esta app no incluye.', // walletConnect.basicHint
  'Avatar de {name}', // account.avatarOf
  'Saldo', // account.balance
  'Saldo no disponible', // account.balanceUnavailable
  'Copiar dirección', // account.copy
  'Copiada', // account.copied
  'Dirección copiada al portapapeles', // account.copiedToast
  'No se pudo copiar la dirección. Selecciónala y cópiala a mano.', // account.copyFailed
  'Desconectar', // account.disconnect
  'Desconectar esta billetera', // account.disconnectThis
  'Desconectar todas las billeteras', // account.disconnectAll
  'Red: {network}', // account.network
  'Funciones de la billetera', // account.features
  'Comprar cripto', // feature.onramp
  'Intercambiar', // feature.swaps
  'Recibir', // feature.receive
  'Enviar', // feature.send
  'Aún no disponible', // feature.notAvailable
  'Recibir', // view.WalletReceive
  'Código QR de tu dirección', // receive.qrLabel
  'Tu dirección', // receive.address
  'Redes en las que puedes recibir', // receive.networks
  'Envía activos a esta dirección solo en una de estas redes. Los activos enviados en otra red podrían perderse.', // receive.networksNote
  'Comprar cripto', // view.OnRampProviders
  'La compra de cripto no está disponible en tu región.', // onramp.restricted
  'Cargando lo que puedes comprar…', // onramp.loading
  'No se puede comprar nada en esta red.', // onramp.nothing
  'Compras', // onramp.purchaseCurrency
  'Pagas en', // onramp.paymentCurrency
  'Método de pago', // onramp.method
  'Tarjeta', // onramp.method.card
  'Transferencia bancaria', // onramp.method.bank
  'Importe ({currency})', // onramp.amount
  'Importes', // onramp.presets
  'Entre {min} y {max} {currency}.', // onramp.limits
  'Lo mínimo que puedes pagar es {min} {currency}.', // onramp.belowMin
  'Lo máximo que puedes pagar es {max} {currency}.', // onramp.aboveMax
  'Proveedor', // onramp.providers
  'comisión {fee}', // onramp.fee
  'Obteniendo una cotización…', // onramp.quoting
  'Recibes unos {amount} {symbol}', // onramp.quote
  'Comisión de {fee} {currency} incluida', // onramp.quoteFee
  'Comprar con {provider}', // onramp.buy
  'Abriendo el pago…', // onramp.opening
  'Completa la compra en la ventana de pago.', // onramp.waiting
  'Compra completada: tu saldo está actualizado.', // onramp.done
  'Comprado', // activity.op.buy
  'Intercambiar', // view.Swap
  'Cargando los tokens que puedes intercambiar…', // swap.loading
  'Reintentar', // swap.retry
  'Pagas', // swap.pay
  'Recibes', // swap.receive
  'Saldo: {amount} {symbol}', // swap.balance
  'aprox. {value}', // swap.usdValue
  'Máx.', // swap.max
  'Invertir los tokens', // swap.flip
  'Token con el que pagas', // swap.chooseFrom
  'Token que recibes', // swap.chooseTo
  'ninguno elegido', // swap.noToken
  'Elegir', // swap.selectToken
  'Elige el token con el que pagas', // swap.pickFrom
  'Elige el token que recibes', // swap.pickTo
  'Buscar tokens', // swap.search
  'Nombre, símbolo o dirección', // swap.searchPlaceholder
  'Ningún token coincide.', // swap.noMatch
  'Cancelar', // swap.cancel
  'Tasa', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Impacto en el precio', // swap.priceImpact
  'Comisión de red', // swap.networkFee
  'Deslizamiento máx.', // swap.slippage
  'Mínimo recibido', // swap.minimumReceived
  'Desconocido', // swap.unknown
  'Elige un token', // swap.button.selectToken
  'Introduce un importe', // swap.button.enterAmount
  'Saldo insuficiente', // swap.button.insufficient
  'Obteniendo una cotización…', // swap.button.quoting
  'Aprobar e intercambiar', // swap.button.approveAndSwap
  'Intercambiar', // swap.button.swap
  'Aprobando…', // swap.button.approving
  'Intercambiando…', // swap.button.swapping
  'Aprueba el token en tu billetera y luego confirma el intercambio…', // swap.waitingApprove
  'Confirma el intercambio en tu billetera…', // swap.waiting
  'Intercambiaste {from} por {to}: la transacción está confirmada.', // swap.done
  'Firma rechazada. No se intercambió nada.', // swap.declined
  'Enviar', // view.WalletSend
  'Revisar envío', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} disponibles', // send.tokenOption
  'Cargando tus tokens…', // send.tokensLoading
  'Importe', // send.amount
  'Máx.', // send.max
  'Para', // send.to
  'Dirección o nombre', // send.toPlaceholder
  'Continuar', // send.continue
  'Comprobando…', // send.checking
  'Introduce un importe.', // send.problem.AMOUNT_MISSING
  'El importe debe ser un número, como 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'El importe debe ser mayor que 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'El importe tiene más decimales de los que permite este token.', // send.problem.AMOUNT_TOO_PRECISE
  'Introduce una dirección o un nombre.', // send.problem.RECEIVER_MISSING
  'No es una dirección válida para esta red.', // send.problem.RECEIVER_INVALID
  'No se encontró ninguna dirección para este nombre.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Elige un token.', // send.problem.TOKEN_MISSING
  'Este token está en una red distinta de la conectada.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'No se admiten envíos en esta red.', // send.problem.NAMESPACE_UNSUPPORTED
  'Saldo insuficiente.', // send.problem.INSUFFICIENT_BALANCE
  'Importe', // send.preview.amount
  'Valor', // send.preview.value
  'Comisión de red', // send.preview.fee
  'No se pudo estimar', // send.preview.feeUnknown
  'Para', // send.preview.to
  'Enviar', // send.send
  'Cancelar', // send.cancel
  'Confirma la transacción en tu billetera…', // send.waiting
  'Firma rechazada. No se envió nada.', // send.declined
  'No se pudo enviar la transacción: {reason}', // send.failed
  'Enviaste {amount} {symbol}: la transacción está confirmada.', // send.confirmed
  'La transacción de {amount} {symbol} falló.', // send.settledFailed
  'Pagar', // view.Pay
  '{dapp} solicita un pago', // pay.requestedBy
  'Solicitud de pago', // pay.request
  'Valor', // pay.value
  'Red', // pay.network
  'Para', // pay.to
  'Pagar', // pay.pay
  'Cancelar', // pay.cancel
  'Esta solicitud de pago no es válida.', // pay.invalid
  'Conecta una billetera para pagar.', // pay.connect
  'Conectar billetera', // pay.connectButton
  'Este pago es en {network}. Cambia de red para pagar.', // pay.wrongNetwork
  'Cambiar a {network}', // pay.switch
  'Confirma el cambio de red en tu billetera…', // pay.switching
  'No se cambió de red: {reason}', // pay.switchFailed
  'Confirma el pago en tu billetera…', // pay.waiting
  'Esperando a que la red confirme el pago…', // pay.confirming
  'Pagaste {amount} {symbol}.', // pay.confirmed
  'Listo', // pay.done
  'Firma rechazada. No se pagó nada.', // pay.declined
  'No tienes suficiente {symbol} para pagar.', // pay.insufficient
  'Comprar cripto', // pay.buy
  'El pago falló: {reason}', // pay.failed
  'Tus activos', // tabs.label
  'Tokens', // tabs.tokens
  'NFT', // tabs.nfts
  'Actividad', // tabs.activity
  'Los saldos de tokens necesitan un servicio de datos que aún no está conectado a esta app.', // tabs.tokensEmpty
  'Los NFT necesitan un servicio de datos que aún no está conectado a esta app.', // tabs.nftsEmpty
  'Tu historial de transacciones necesita un servicio de datos que aún no está conectado a esta app.', // tabs.activityEmpty
  'Elige un nombre', // view.RegisterAccountName
  'Nombre registrado', // view.RegisterAccountNameSuccess
  'Elige un nombre', // names.open
  'Tu nombre', // names.label
  'Al menos 4 letras, dígitos o guiones.', // names.hint
  'Usa al menos 4 caracteres: solo letras, dígitos y guiones.', // names.invalid
  'Este nombre ya está en uso. Prueba con otro.', // names.taken
  'Buscando nombres…', // names.loadingSuggestions
  'Sugerencias', // names.suggestions
  'En uso', // names.registered
  'Disponible', // names.available
  'Registrar', // names.register
  'Confirma en tu billetera…', // names.registering
  '{name} es tuyo', // names.success
  'Volver a tu cuenta', // names.backToAccount
  'Cargando saldos de tokens…', // tokens.loading
  'Aún no hay tokens en esta red.', // tokens.empty
  'Valor total', // tokens.total
  'Precio {price}', // tokens.price
  'Sin precio', // tokens.unpriced
  'Reintentar', // tokens.retry
  'Cargando NFT…', // nfts.loading
  'Aún no hay NFT en esta red.', // nfts.empty
  'NFT recibidos en las transacciones cargadas hasta ahora.', // nfts.source
  'Imagen de {name}', // nfts.imageOf
  'Los NFT no están disponibles en esta red.', // nfts.unsupported
  'Cargando actividad…', // activity.loading
  'Aún no hay transacciones en esta red.', // activity.empty
  'Cargando más transacciones…', // activity.loadingMore
  'Cargar más', // activity.more
  'La actividad no está disponible en esta red.', // activity.unsupported
  'Reintentar', // activity.retry
  'Fallida', // activity.failed
  'Pendiente', // activity.pending
  'Enviado', // activity.op.send
  'Recibido', // activity.op.receive
  'Acuñado', // activity.op.mint
  'Intercambiado', // activity.op.trade
  'Aprobado', // activity.op.approve
  'Contrato desplegado', // activity.op.deploy
  'Llamada a contrato', // activity.op.execute
  'Transacción', // activity.op.other
  'Sin transferencias', // activity.noTransfers
  'Redes', // networks.label
  'Red actual', // networks.current
  'Red no compatible ({id})', // networks.unknown
  'Cambiando…', // networks.switching
  'Cambiando a {network}', // switch.switching
  'Aprueba el cambio en tu billetera.', // switch.approveInWallet
  'Cambio de red rechazado', // switch.declined
  'No se pudo cambiar a {network}: {reason}', // switch.failed
  'Esta app no admite la red en la que está tu billetera ({network}). Cambia a una red compatible para continuar.', // unsupported.body
  'Redes compatibles', // unsupported.choose
  'Desconectar', // unsupported.disconnect
  '{app} quiere que inicies sesión', // siwx.heading
  'Firma un mensaje en {wallet} para demostrar que esta billetera es tuya. Firmar es gratis y no envía ninguna transacción.', // siwx.body
  'Aquí es obligatorio iniciar sesión: si cancelas, se desconecta tu billetera.', // siwx.requiredHint
  'Aprueba la solicitud de firma en {wallet}.', // siwx.approveInWallet
  'Firmar', // siwx.sign
  'Firmando…', // siwx.signing
  'Cancelar', // siwx.cancel
  'Esta app', // siwx.thisApp
  'Inicia sesión con tu correo', // email.section
  'Correo electrónico', // email.label
  'Continuar', // email.continue
  'Enviando…', // email.sending
  'Introduce el código enviado a {email}', // otp.heading
  'Código de verificación', // otp.group
  'Dígito {n} de 6', // otp.digit
  'Comprobando el código…', // otp.verifying
  'Reenviar código', // otp.resend
  'Un código nuevo va de camino a {email}', // otp.resent
  'Revisa tu bandeja de entrada: aprueba este dispositivo desde el enlace que enviamos a {email}', // device.heading
  'Esperando tu aprobación…', // device.waiting
  'Reintentar', // device.retry
  'Actualizar correo', // account.updateEmail
  'Correo actualizado', // account.emailUpdated
  'Correo nuevo', // updateEmail.label
  'Tu correo actual es {email}. Primero te enviamos un código a él y luego otro a la dirección nueva.', // updateEmail.current
  'Aprueba la solicitud en la ventana de la billetera', // approve.waiting
  'Si cancelas, la solicitud se rechaza.', // approve.cancelHint
  'No hay nada pendiente de aprobación', // approve.nothing
  'Cancelar', // approve.cancel
  'Esta pantalla no está disponible en esta versión de la app.', // unavailable.body
  'Notificaciones', // toast.region
  'Descartar', // alert.dismiss
  'Algo salió mal. Inténtalo de nuevo.', // error.generic
  'Vuelve a intentarlo en {n, plural, one {# segundo} many {# segundos} other {# segundos}}', // error.EMAIL_LOGIN_COOLDOWN
  'Saldo de tokens no disponible', // error.TOKEN_BALANCE_UNAVAILABLE
  'Red no compatible con intercambios', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Red no compatible con el precio del gas', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Hubo un problema al iniciar la autenticación', // error.SIWX_INIT_FAILED
  'Firma rechazada', // error.SIGNATURE_DECLINED
  'Es posible que esta aplicación no admita Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'La billetera inició sesión con otra cuenta', // error.SIWX_WRONG_ACCOUNT
  'Correo no válido', // error.INVALID_EMAIL
  'Introduce el código de 6 dígitos', // error.INVALID_OTP
  'No se pudieron obtener las transacciones', // error.TRANSACTIONS_FETCH_FAILED
  'Acción no permitida', // error.RPC_NOT_ALLOWED_UI
  'La solicitud se canceló', // error.FRAME_RPC_ABORTED
  'Algo salió mal', // error.FRAME_REQUEST_ABORTED
  'Se produjo un error', // error.FRAME_ERROR_REPLY
  'No se pudo cargar el inicio de sesión con correo', // error.FRAME_LOAD_FAILED
  'Red no encontrada', // error.NETWORK_NOT_FOUND
  'Cadena no compatible', // error.CHAIN_NOT_SUPPORTED
  'Error al resolver el nombre', // error.NAME_RESOLVE_FAILED
  'Error al obtener sugerencias de nombres', // error.NAME_SUGGESTIONS_FAILED
  'No se pudo cargar lo que puedes comprar', // error.ONRAMP_OPTIONS_FAILED
  'No se pudo obtener una cotización', // error.ONRAMP_QUOTE_FAILED
  'No se pudo abrir el pago', // error.ONRAMP_CHECKOUT_FAILED
  'No se pudieron cargar los tokens para intercambiar', // error.SWAP_TOKENS_FAILED
  'No se pudo obtener una cotización del intercambio', // error.SWAP_QUOTE_FAILED
  'No se pudo preparar el intercambio', // error.SWAP_BUILD_FAILED
  'Error al obtener los nombres de la dirección', // error.NAMES_FOR_ADDRESS_FAILED
  'Error al registrar el nombre', // error.NAME_REGISTER_FAILED
  'No se pudieron desconectar las cadenas', // error.DISCONNECT_FAILED
  'Se produjo un error inesperado', // error.UNEXPECTED_ERROR
  'La billetera no pudo completar la solicitud', // error.WALLET_REQUEST_FAILED
  'La operación se canceló', // error.OPERATION_ABORTED
  'La solicitud al servidor falló', // error.HTTP_REQUEST_FAILED
  'La billetera integrada no respondió a tiempo', // error.FRAME_REQUEST_TIMEOUT
  'Red no encontrada', // alert.APKT001.title
  'Configuración de la app no válida', // alert.APKT002.title
  'Error al cargar la billetera', // alert.APKT003.title
  'Tiempo de espera de la billetera agotado', // alert.APKT004.title
  'Dominio no verificado', // alert.APKT005.title
  'Sesión caducada', // alert.APKT006.title
  'ID de proyecto no válido', // alert.APKT007.title
  'Falta el ID de proyecto', // alert.APKT008.title
  'Error del servidor', // alert.APKT009.title
  'Demasiadas solicitudes', // alert.APKT010.title
  'Cambiar a tu cuenta inteligente', // account.toSmartAccount
  'Cambiar a tu EOA', // account.toEoa
  'Iniciar sesión', // view.ConnectingSocial
  'Inicia sesión con una cuenta social', // social.section
  'Más opciones ({count})', // social.more
  'Inicia sesión con {provider}', // social.heading
  'Continúa en la ventana de {provider}…', // social.waiting
  'Cancelar', // social.cancel
  'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio e inténtalo de nuevo.', // social.popupBlocked
  'La ventana de inicio de sesión se cerró antes de que iniciaras sesión.', // social.popupClosed
  'El inicio de sesión no se completó. Inténtalo de nuevo.', // social.failed
  'Iniciar sesión con Farcaster', // view.ConnectingFarcaster
  'Preparando tu código…', // farcaster.preparing
  'Código QR para iniciar sesión con Farcaster', // farcaster.qrLabel
  'Escanea con tu teléfono', // farcaster.scan
  'Escanea este código con la app de Farcaster o abre el enlace en tu teléfono.', // farcaster.scanHint
  'Abrir en Farcaster', // farcaster.open
  'Este código ha caducado.', // farcaster.expired
  'Obtener un código nuevo', // farcaster.newCode
]

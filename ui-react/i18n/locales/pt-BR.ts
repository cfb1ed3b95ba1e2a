import type { LocaleTexts } from '../localeKeys.js'

/** Portuguese (Brazil) (pt-BR): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const ptBR: LocaleTexts = [
  'Conectar carteira', // connectButton.label
  'Conectando…', // connectButton.connecting
  'Carregando saldo', // accountButton.balanceUnknown
  'Rede:', // networkButton.prefix
  'Rede não suportada', // networkButton.unknown
  'Rede', // networkButton.pending
  'Carregando…', // modal.loading
  'Fechar', // modal.close
  'Não foi possível carregar as opções de carteira. Verifique sua conexão e tente novamente.', // modal.loadFailed
  'Tentar novamente', // modal.retry
  'Voltar', // modal.back
  'Esta etapa não pode ser pulada. Escolha uma opção abaixo para continuar.', // modal.closeRefused
  'Conectar uma carteira', // view.Connect
  'Todas as carteiras', // view.AllWallets
  'Conectando', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Conta', // view.Account
  'Escolha uma rede', // view.Networks
  'Trocar de rede', // view.SwitchNetwork
  'Trocar de rede', // view.UnsupportedChain
  'Entrar', // view.SIWXSignMessage
  'Aprovar transação', // view.ApproveTransaction
  'Conectar outra carteira', // view.SwitchActiveChain
  'Confirme seu e-mail', // view.EmailVerifyOtp
  'Aprove este dispositivo', // view.EmailVerifyDevice
  'Altere seu e-mail', // view.UpdateEmailWallet
  'Confirme seu e-mail atual', // view.UpdateEmailPrimaryOtp
  'Confirme seu novo e-mail', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Para usar {network}, conecte uma carteira de {chain}.', // switchChain.body
  'As carteiras que você já conectou continuam conectadas.', // switchChain.keep
  'Conectar uma carteira de {chain}', // switchChain.connect
  'Indisponível', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Recentes', // group.recent
  'Instaladas', // group.injected
  'Em destaque', // group.featured
  'Mais carteiras', // group.custom
  'Outras carteiras', // group.external
  'Recomendadas', // group.recommended
  'Carteiras', // connect.walletsLabel
  'Instalada', // connect.installedBadge
  'Recente', // connect.recentBadge
  'Todas as carteiras', // connect.allWallets
  'Nenhuma carteira foi encontrada neste navegador.', // connect.noWallets
  'Instale uma extensão de carteira no navegador e recarregue esta página.', // connect.noWalletsHint
  'Carteiras de {chain}', // connect.onlyFor
  'Nenhuma carteira de {chain} foi encontrada neste navegador.', // connect.noWalletsFor
  'Obter {wallet}', // connect.getWallet
  '(abre em uma nova aba)', // connect.opensInNewTab
  'Ainda não disponível', // connect.notAvailable
  'Ao conectar sua carteira, você concorda com os', // connect.legalAgree
  'Termos de Serviço', // connect.terms
  'Política de Privacidade', // connect.privacy
  'e a', // connect.legalAnd
  'Buscar carteiras', // allWallets.search
  'Neste navegador', // allWallets.inBrowser
  'Recomendadas', // allWallets.recommended
  'Diretório de carteiras', // allWallets.directory
  'Carregar mais carteiras', // allWallets.loadMore
  'Carregando carteiras…', // allWallets.loading
  'Mostrando {shown} de {count, plural, one {# carteira} many {# de carteiras} other {# carteiras}}', // allWallets.shown
  'Nenhuma carteira corresponde a “{query}”.', // allWallets.noResults
  'O diretório de carteiras não está disponível neste app, então só aparecem as carteiras encontradas neste navegador.', // allWallets.directoryUnavailable
  'Não foi possível carregar o diretório de carteiras. Verifique sua conexão e tente novamente.', // allWallets.directoryFailed
  'Tentar novamente', // allWallets.retry
  'Continue em {wallet}', // connecting.continueIn
  'Aceite a solicitação de conexão na sua carteira.', // connecting.pendingHint
  'Conexão recusada', // connecting.declined
  'A solicitação foi recusada em {wallet}. Você pode tentar novamente.', // connecting.declinedHint
  'Falha na conexão', // connecting.failed
  'Tentar novamente', // connecting.retry
  'sua carteira', // connecting.unknownWallet
  'Escaneie com seu celular', // walletConnect.scan
  'Abra uma carteira compatível com WalletConnect no seu celular e escaneie este código para conectar.', // walletConnect.scanHint
  'QR code para conectar com WalletConnect', // walletConnect.qrLabel
  'Preparando o QR code…', // walletConnect.preparing
  'Copiar link', // walletConnect.copyLink
  'Link copiado', // walletConnect.copied
  'Não foi possível copiar o link. Selecione-o abaixo.', // walletConnect.copyFailed
  'Abrir no {wallet}', // walletConnect.openIn
  'Não foi possível acessar o serviço de conexão. Verifique sua conexão e tente novamente.', // walletConnect.relayUnreachable
  'Escaneie com qualquer carteira WalletConnect. Redes que este app não lista são permitidas.', // walletConnect.basicHint
  'Avatar de {name}', // account.avatarOf
  'Saldo', // account.balance
  'Saldo indisponível', // account.balanceUnavailable
  'Copiar endereço', // account.copy
  'Copiado', // account.copied
  'Endereço copiado para a área de transferência', // account.copiedToast
  'Não foi possível copiar o endereço. Selecione-o e copie manualmente.', // account.copyFailed
  'Desconectar', // account.disconnect
  'Desconectar esta carteira', // account.disconnectThis
  'Desconectar todas as carteiras', // account.disconnectAll
  'Rede: {network}', // account.network
  'Recursos da carteira', // account.features
  'Comprar cripto', // feature.onramp
  'Trocar', // feature.swaps
  'Receber', // feature.receive
  'Enviar', // feature.send
  'Ainda não disponível', // feature.notAvailable
  'Receber', // view.WalletReceive
  'QR code do seu endereço', // receive.qrLabel
  'Seu endereço', // receive.address
  'Redes em que você pode receber', // receive.networks
  'Envie ativos para este endereço somente em uma destas redes. Ativos enviados em outra rede podem ser perdidos.', // receive.networksNote
  'Comprar cripto', // view.OnRampProviders
  'A compra de cripto não está disponível na sua região.', // onramp.restricted
  'Carregando o que você pode comprar…', // onramp.loading
  'Não há nada para comprar nesta rede.', // onramp.nothing
  'Você compra', // onramp.purchaseCurrency
  'Você paga em', // onramp.paymentCurrency
  'Forma de pagamento', // onramp.method
  'Cartão', // onramp.method.card
  'Transferência bancária', // onramp.method.bank
  'Valor ({currency})', // onramp.amount
  'Valores', // onramp.presets
  'Entre {min} e {max} {currency}.', // onramp.limits
  'O mínimo que você pode pagar é {min} {currency}.', // onramp.belowMin
  'O máximo que você pode pagar é {max} {currency}.', // onramp.aboveMax
  'Provedor', // onramp.providers
  'taxa {fee}', // onramp.fee
  'Obtendo uma cotação…', // onramp.quoting
  'Você recebe cerca de {amount} {symbol}', // onramp.quote
  'Taxa de {fee} {currency} incluída', // onramp.quoteFee
  'Comprar com {provider}', // onramp.buy
  'Abrindo o checkout…', // onramp.opening
  'Conclua a compra na janela de checkout.', // onramp.waiting
  'Compra concluída: seu saldo foi atualizado.', // onramp.done
  'Comprado', // activity.op.buy
  'Trocar', // view.Swap
  'Carregando os tokens que você pode trocar…', // swap.loading
  'Tentar novamente', // swap.retry
  'Você paga', // swap.pay
  'Você recebe', // swap.receive
  'Saldo: {amount} {symbol}', // swap.balance
  'cerca de {value}', // swap.usdValue
  'Máx.', // swap.max
  'Inverter os tokens', // swap.flip
  'Token para pagar', // swap.chooseFrom
  'Token a receber', // swap.chooseTo
  'nenhum escolhido', // swap.noToken
  'Escolher', // swap.selectToken
  'Escolha o token para pagar', // swap.pickFrom
  'Escolha o token a receber', // swap.pickTo
  'Buscar tokens', // swap.search
  'Nome, símbolo ou endereço', // swap.searchPlaceholder
  'Nenhum token corresponde.', // swap.noMatch
  'Cancelar', // swap.cancel
  'Cotação', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Impacto no preço', // swap.priceImpact
  'Taxa de rede', // swap.networkFee
  'Slippage máx.', // swap.slippage
  'Mínimo recebido', // swap.minimumReceived
  'Desconhecido', // swap.unknown
  'Escolha um token', // swap.button.selectToken
  'Informe um valor', // swap.button.enterAmount
  'Saldo insuficiente', // swap.button.insufficient
  'Obtendo uma cotação…', // swap.button.quoting
  'Aprovar e trocar', // swap.button.approveAndSwap
  'Trocar', // swap.button.swap
  'Aprovando…', // swap.button.approving
  'Trocando…', // swap.button.swapping
  'Aprove o token na sua carteira e depois confirme a troca…', // swap.waitingApprove
  'Confirme a troca na sua carteira…', // swap.waiting
  'Você trocou {from} por {to}: a transação foi confirmada.', // swap.done
  'Assinatura recusada. Nada foi trocado.', // swap.declined
  'Enviar', // view.WalletSend
  'Revisar envio', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} disponível', // send.tokenOption
  'Carregando seus tokens…', // send.tokensLoading
  'Valor', // send.amount
  'Máx.', // send.max
  'Para', // send.to
  'Endereço ou nome', // send.toPlaceholder
  'Continuar', // send.continue
  'Verificando…', // send.checking
  'Informe um valor.', // send.problem.AMOUNT_MISSING
  'O valor precisa ser um número, como 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'O valor precisa ser maior que 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'O valor tem mais casas decimais do que este token permite.', // send.problem.AMOUNT_TOO_PRECISE
  'Informe um endereço ou um nome.', // send.problem.RECEIVER_MISSING
  'Este não é um endereço válido para esta rede.', // send.problem.RECEIVER_INVALID
  'Nenhum endereço foi encontrado para este nome.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Escolha um token.', // send.problem.TOKEN_MISSING
  'Este token está em uma rede diferente da conectada.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Envios não são suportados nesta rede.', // send.problem.NAMESPACE_UNSUPPORTED
  'Saldo insuficiente.', // send.problem.INSUFFICIENT_BALANCE
  'Valor', // send.preview.amount
  'Valor estimado', // send.preview.value
  'Taxa de rede', // send.preview.fee
  'Não foi possível estimar', // send.preview.feeUnknown
  'Para', // send.preview.to
  'Enviar', // send.send
  'Cancelar', // send.cancel
  'Confirme a transação na sua carteira…', // send.waiting
  'Assinatura recusada. Nada foi enviado.', // send.declined
  'Não foi possível enviar a transação: {reason}', // send.failed
  'Você enviou {amount} {symbol}: a transação foi confirmada.', // send.confirmed
  'A transação de {amount} {symbol} falhou.', // send.settledFailed
  'Pagar', // view.Pay
  '{dapp} solicita um pagamento', // pay.requestedBy
  'Solicitação de pagamento', // pay.request
  'Valor', // pay.value
  'Rede', // pay.network
  'Para', // pay.to
  'Pagar', // pay.pay
  'Cancelar', // pay.cancel
  'Esta solicitação de pagamento não é válida.', // pay.invalid
  'Conecte uma carteira para pagar.', // pay.connect
  'Conectar carteira', // pay.connectButton
  'Este pagamento é na rede {network}. Troque de rede para pagar.', // pay.wrongNetwork
  'Trocar para {network}', // pay.switch
  'Confirme a troca de rede na sua carteira…', // pay.switching
  'A rede não foi trocada: {reason}', // pay.switchFailed
  'Confirme o pagamento na sua carteira…', // pay.waiting
  'Aguardando a rede confirmar o pagamento…', // pay.confirming
  'Você pagou {amount} {symbol}.', // pay.confirmed
  'Concluído', // pay.done
  'Assinatura recusada. Nada foi pago.', // pay.declined
  'Saldo de {symbol} insuficiente para pagar.', // pay.insufficient
  'Comprar cripto', // pay.buy
  'O pagamento falhou: {reason}', // pay.failed
  'Seus ativos', // tabs.label
  'Tokens', // tabs.tokens
  'NFTs', // tabs.nfts
  'Atividade', // tabs.activity
  'Os saldos de tokens precisam de um serviço de dados que ainda não está conectado a este app.', // tabs.tokensEmpty
  'Os NFTs precisam de um serviço de dados que ainda não está conectado a este app.', // tabs.nftsEmpty
  'Seu histórico de transações precisa de um serviço de dados que ainda não está conectado a este app.', // tabs.activityEmpty
  'Escolha um nome', // view.RegisterAccountName
  'Nome registrado', // view.RegisterAccountNameSuccess
  'Escolha um nome', // names.open
  'Seu nome', // names.label
  'Pelo menos 4 letras, dígitos ou hifens.', // names.hint
  'Use pelo menos 4 caracteres: apenas letras, dígitos e hifens.', // names.invalid
  'Este nome já está em uso. Tente outro.', // names.taken
  'Procurando nomes…', // names.loadingSuggestions
  'Sugestões', // names.suggestions
  'Em uso', // names.registered
  'Disponível', // names.available
  'Registrar', // names.register
  'Confirme na sua carteira…', // names.registering
  '{name} é seu', // names.success
  'Voltar para sua conta', // names.backToAccount
  'Carregando saldos de tokens…', // tokens.loading
  'Ainda não há tokens nesta rede.', // tokens.empty
  'Valor total', // tokens.total
  'Preço {price}', // tokens.price
  'Sem preço', // tokens.unpriced
  'Tentar novamente', // tokens.retry
  'Carregando NFTs…', // nfts.loading
  'Ainda não há NFTs nesta rede.', // nfts.empty
  'NFTs recebidos nas transações carregadas até agora.', // nfts.source
  'Imagem de {name}', // nfts.imageOf
  'NFTs não estão disponíveis nesta rede.', // nfts.unsupported
  'Carregando atividade…', // activity.loading
  'Ainda não há transações nesta rede.', // activity.empty
  'Carregando mais transações…', // activity.loadingMore
  'Carregar mais', // activity.more
  'A atividade não está disponível nesta rede.', // activity.unsupported
  'Tentar novamente', // activity.retry
  'Falhou', // activity.failed
  'Pendente', // activity.pending
  'Enviado', // activity.op.send
  'Recebido', // activity.op.receive
  'Cunhado', // activity.op.mint
  'Trocado', // activity.op.trade
  'Aprovado', // activity.op.approve
  'Contrato implantado', // activity.op.deploy
  'Chamada de contrato', // activity.op.execute
  'Transação', // activity.op.other
  'Nenhuma transferência', // activity.noTransfers
  'Redes', // networks.label
  'Rede atual', // networks.current
  'Rede não suportada ({id})', // networks.unknown
  'Trocando…', // networks.switching
  'Trocando para {network}', // switch.switching
  'Aprove a troca na sua carteira.', // switch.approveInWallet
  'Troca de rede recusada', // switch.declined
  'Não foi possível trocar para {network}: {reason}', // switch.failed
  'Este app não suporta a rede em que sua carteira está ({network}). Troque para uma rede suportada para continuar.', // unsupported.body
  'Redes suportadas', // unsupported.choose
  'Desconectar', // unsupported.disconnect
  '{app} quer que você entre', // siwx.heading
  'Assine uma mensagem no {wallet} para provar que esta carteira é sua. Assinar é gratuito e não envia nenhuma transação.', // siwx.body
  'Entrar é obrigatório aqui: cancelar desconecta sua carteira.', // siwx.requiredHint
  'Aprove a solicitação de assinatura no {wallet}.', // siwx.approveInWallet
  'Assinar', // siwx.sign
  'Assinando…', // siwx.signing
  'Cancelar', // siwx.cancel
  'Este app', // siwx.thisApp
  'Entrar com e-mail', // email.section
  'E-mail', // email.label
  'Continuar', // email.continue
  'Enviando…', // email.sending
  'Digite o código enviado para {email}', // otp.heading
  'Código de verificação', // otp.group
  'Dígito {n} de 6', // otp.digit
  'Verificando o código…', // otp.verifying
  'Reenviar código', // otp.resend
  'Um novo código está a caminho de {email}', // otp.resent
  'Confira sua caixa de entrada: aprove este dispositivo pelo link que enviamos para {email}', // device.heading
  'Aguardando sua aprovação…', // device.waiting
  'Tentar novamente', // device.retry
  'Atualizar e-mail', // account.updateEmail
  'E-mail atualizado', // account.emailUpdated
  'Novo e-mail', // updateEmail.label
  'Seu e-mail atual é {email}. Primeiro enviamos um código para ele e depois outro para o novo endereço.', // updateEmail.current
  'Aprove a solicitação na janela da carteira', // approve.waiting
  'Cancelar rejeita a solicitação.', // approve.cancelHint
  'Nada aguardando aprovação', // approve.nothing
  'Cancelar', // approve.cancel
  'Esta tela não está disponível nesta versão do app.', // unavailable.body
  'Notificações', // toast.region
  'Dispensar', // alert.dismiss
  'Algo deu errado. Tente novamente.', // error.generic
  'Tente novamente em {n, plural, one {# segundo} many {# de segundos} other {# segundos}}', // error.EMAIL_LOGIN_COOLDOWN
  'Saldo de tokens indisponível', // error.TOKEN_BALANCE_UNAVAILABLE
  'Rede não suportada para trocas', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Rede não suportada para preço de gas', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Ocorreu um problema ao iniciar a autenticação', // error.SIWX_INIT_FAILED
  'Assinatura recusada', // error.SIGNATURE_DECLINED
  'Este aplicativo pode não suportar Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'A carteira entrou com outra conta', // error.SIWX_WRONG_ACCOUNT
  'E-mail inválido', // error.INVALID_EMAIL
  'Digite o código de 6 dígitos', // error.INVALID_OTP
  'Falha ao buscar as transações', // error.TRANSACTIONS_FETCH_FAILED
  'Ação não permitida', // error.RPC_NOT_ALLOWED_UI
  'A solicitação foi cancelada', // error.FRAME_RPC_ABORTED
  'Algo deu errado', // error.FRAME_REQUEST_ABORTED
  'Ocorreu um erro', // error.FRAME_ERROR_REPLY
  'Não foi possível carregar o login por e-mail', // error.FRAME_LOAD_FAILED
  'Rede não encontrada', // error.NETWORK_NOT_FOUND
  'Chain não suportada', // error.CHAIN_NOT_SUPPORTED
  'Erro ao resolver o nome', // error.NAME_RESOLVE_FAILED
  'Erro ao buscar sugestões de nomes', // error.NAME_SUGGESTIONS_FAILED
  'Não foi possível carregar o que você pode comprar', // error.ONRAMP_OPTIONS_FAILED
  'Não foi possível obter uma cotação', // error.ONRAMP_QUOTE_FAILED
  'Não foi possível abrir o checkout', // error.ONRAMP_CHECKOUT_FAILED
  'Não foi possível carregar os tokens para troca', // error.SWAP_TOKENS_FAILED
  'Não foi possível obter uma cotação de troca', // error.SWAP_QUOTE_FAILED
  'Não foi possível preparar a troca', // error.SWAP_BUILD_FAILED
  'Erro ao buscar nomes do endereço', // error.NAMES_FOR_ADDRESS_FAILED
  'Erro ao registrar o nome', // error.NAME_REGISTER_FAILED
  'Falha ao desconectar as chains', // error.DISCONNECT_FAILED
  'Ocorreu um erro inesperado', // error.UNEXPECTED_ERROR
  'A carteira não conseguiu concluir a solicitação', // error.WALLET_REQUEST_FAILED
  'A operação foi cancelada', // error.OPERATION_ABORTED
  'A solicitação ao servidor falhou', // error.HTTP_REQUEST_FAILED
  'A carteira integrada não respondeu a tempo', // error.FRAME_REQUEST_TIMEOUT
  'Rede não encontrada', // alert.APKT001.title
  'Configuração do app inválida', // alert.APKT002.title
  'Falha ao carregar a carteira', // alert.APKT003.title
  'Tempo limite da carteira esgotado', // alert.APKT004.title
  'Domínio não verificado', // alert.APKT005.title
  'Sessão expirada', // alert.APKT006.title
  'ID do projeto inválido', // alert.APKT007.title
  'ID do projeto ausente', // alert.APKT008.title
  'Erro no servidor', // alert.APKT009.title
  'Muitas solicitações', // alert.APKT010.title
  'Mudar para sua conta inteligente', // account.toSmartAccount
  'Mudar para sua EOA', // account.toEoa
  'Entrar', // view.ConnectingSocial
  'Entre com uma conta social', // social.section
  'Mais opções ({count})', // social.more
  'Entrar com {provider}', // social.heading
  'Continue na janela do {provider}…', // social.waiting
  'Cancelar', // social.cancel
  'A janela de login foi bloqueada. Permita pop-ups para este site e tente novamente.', // social.popupBlocked
  'A janela de login foi fechada antes de você entrar.', // social.popupClosed
  'O login não foi concluído. Tente novamente.', // social.failed
  'Entrar com Farcaster', // view.ConnectingFarcaster
  'Preparando seu código…', // farcaster.preparing
  'Código QR para entrar com Farcaster', // farcaster.qrLabel
  'Escaneie com seu celular', // farcaster.scan
  'Escaneie este código com o app Farcaster ou abra o link no seu celular.', // farcaster.scanHint
  'Abrir no Farcaster', // farcaster.open
  'Este código expirou.', // farcaster.expired
  'Gerar um novo código', // farcaster.newCode
]

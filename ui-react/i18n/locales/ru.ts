import type { LocaleTexts } from '../localeKeys.js'

/** Russian (ru): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const ru: LocaleTexts = [
  'Подключить кошелёк', // connectButton.label
  'Подключение…', // connectButton.connecting
  'Загрузка баланса', // accountButton.balanceUnknown
  'Сеть:', // networkButton.prefix
  'Неподдерживаемая сеть', // networkButton.unknown
  'Сеть', // networkButton.pending
  'Загрузка…', // modal.loading
  'Закрыть', // modal.close
  'Не удалось загрузить варианты кошельков. Проверьте подключение и попробуйте ещё раз.', // modal.loadFailed
  'Повторить', // modal.retry
  'Назад', // modal.back
  'Этот шаг нельзя пропустить. Выберите вариант ниже, чтобы продолжить.', // modal.closeRefused
  'Подключите кошелёк', // view.Connect
  'Все кошельки', // view.AllWallets
  'Подключение', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Аккаунт', // view.Account
  'Выберите сеть', // view.Networks
  'Сменить сеть', // view.SwitchNetwork
  'Сменить сеть', // view.UnsupportedChain
  'Вход', // view.SIWXSignMessage
  'Подтверждение транзакции', // view.ApproveTransaction
  'Подключить другой кошелёк', // view.SwitchActiveChain
  'Подтвердите email', // view.EmailVerifyOtp
  'Подтвердите это устройство', // view.EmailVerifyDevice
  'Смена email', // view.UpdateEmailWallet
  'Подтвердите текущий email', // view.UpdateEmailPrimaryOtp
  'Подтвердите новый email', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Чтобы использовать {network}, подключите кошелёк для {chain}.', // switchChain.body
  'Уже подключённые кошельки останутся подключены.', // switchChain.keep
  'Подключить кошелёк для {chain}', // switchChain.connect
  'Недоступно', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Недавние', // group.recent
  'Установленные', // group.injected
  'Рекомендуемые', // group.featured
  'Другие кошельки', // group.custom
  'Внешние кошельки', // group.external
  'Рекомендованные', // group.recommended
  'Кошельки', // connect.walletsLabel
  'Установлен', // connect.installedBadge
  'Недавний', // connect.recentBadge
  'Все кошельки', // connect.allWallets
  'В этом браузере не найдено ни одного кошелька.', // connect.noWallets
  'Установите расширение кошелька для браузера и перезагрузите страницу.', // connect.noWalletsHint
  'Кошельки для {chain}', // connect.onlyFor
  'В этом браузере не найден кошелёк для {chain}.', // connect.noWalletsFor
  'Установить {wallet}', // connect.getWallet
  '(откроется в новой вкладке)', // connect.opensInNewTab
  'Пока недоступно', // connect.notAvailable
  'Подключая кошелёк, вы принимаете', // connect.legalAgree
  'Условия использования', // connect.terms
  'Политику конфиденциальности', // connect.privacy
  'и', // connect.legalAnd
  'Поиск кошельков', // allWallets.search
  'В этом браузере', // allWallets.inBrowser
  'Рекомендованные', // allWallets.recommended
  'Каталог кошельков', // allWallets.directory
  'Загрузить ещё кошельки', // allWallets.loadMore
  'Загрузка кошельков…', // allWallets.loading
  'Показано {shown} из {count, plural, one {# кошелька} few {# кошельков} many {# кошельков} other {# кошелька}}', // allWallets.shown
  'Нет кошельков по запросу «{query}».', // allWallets.noResults
  'Каталог кошельков недоступен в этом приложении, поэтому показаны только кошельки из этого браузера.', // allWallets.directoryUnavailable
  'Не удалось загрузить каталог кошельков. Проверьте подключение и попробуйте ещё раз.', // allWallets.directoryFailed
  'Повторить', // allWallets.retry
  'Продолжите в {wallet}', // connecting.continueIn
  'Примите запрос на подключение в кошельке.', // connecting.pendingHint
  'Подключение отклонено', // connecting.declined
  'Запрос отклонён в {wallet}. Можно попробовать ещё раз.', // connecting.declinedHint
  'Не удалось подключиться', // connecting.failed
  'Повторить', // connecting.retry
  'вашем кошельке', // connecting.unknownWallet
  'Отсканируйте телефоном', // walletConnect.scan
  'Откройте кошелёк с поддержкой WalletConnect на телефоне и отсканируйте этот код, чтобы подключиться.', // walletConnect.scanHint
  'QR-код для подключения через WalletConnect', // walletConnect.qrLabel
  'Подготовка QR-кода…', // walletConnect.preparing
  'Копировать ссылку', // walletConnect.copyLink
  'Ссылка скопирована', // walletConnect.copied
  'Не удалось скопировать ссылку. Выделите её ниже.', // walletConnect.copyFailed
  'Открыть в {wallet}', // walletConnect.openIn
  'Сервис подключения недоступен. Проверьте подключение и попробуйте ещё раз.', // walletConnect.relayUnreachable
  'Сканируйте любым кошельком WalletConnect. Сети, которых нет в списке приложения, разрешены.', // walletConnect.basicHint
  'Аватар {name}', // account.avatarOf
  'Баланс', // account.balance
  'Баланс недоступен', // account.balanceUnavailable
  'Копировать адрес', // account.copy
  'Скопировано', // account.copied
  'Адрес скопирован в буфер обмена', // account.copiedToast
  'Не удалось скопировать адрес. Выделите и скопируйте его вручную.', // account.copyFailed
  'Отключить', // account.disconnect
  'Отключить этот кошелёк', // account.disconnectThis
  'Отключить все кошельки', // account.disconnectAll
  'Сеть: {network}', // account.network
  'Функции кошелька', // account.features
  'Купить криптовалюту', // feature.onramp
  'Обмен', // feature.swaps
  'Получить', // feature.receive
  'Отправить', // feature.send
  'Пока недоступно', // feature.notAvailable
  'Получить', // view.WalletReceive
  'QR-код вашего адреса', // receive.qrLabel
  'Ваш адрес', // receive.address
  'Сети для получения', // receive.networks
  'Отправляйте активы на этот адрес только в одной из этих сетей. Активы, отправленные в другой сети, могут быть потеряны.', // receive.networksNote
  'Купить криптовалюту', // view.OnRampProviders
  'Покупка криптовалюты недоступна в вашем регионе.', // onramp.restricted
  'Загрузка доступных покупок…', // onramp.loading
  'В этой сети ничего нельзя купить.', // onramp.nothing
  'Вы покупаете', // onramp.purchaseCurrency
  'Вы платите в', // onramp.paymentCurrency
  'Способ оплаты', // onramp.method
  'Карта', // onramp.method.card
  'Банковский перевод', // onramp.method.bank
  'Сумма ({currency})', // onramp.amount
  'Суммы', // onramp.presets
  'От {min} до {max} {currency}.', // onramp.limits
  'Минимальная сумма — {min} {currency}.', // onramp.belowMin
  'Максимальная сумма — {max} {currency}.', // onramp.aboveMax
  'Провайдер', // onramp.providers
  'комиссия {fee}', // onramp.fee
  'Получение котировки…', // onramp.quoting
  'Вы получите около {amount} {symbol}', // onramp.quote
  'Комиссия {fee} {currency} включена', // onramp.quoteFee
  'Купить через {provider}', // onramp.buy
  'Открытие страницы оплаты…', // onramp.opening
  'Завершите покупку в окне оплаты.', // onramp.waiting
  'Покупка завершена: баланс обновлён.', // onramp.done
  'Покупка', // activity.op.buy
  'Обмен', // view.Swap
  'Загрузка токенов для обмена…', // swap.loading
  'Повторить', // swap.retry
  'Вы отдаёте', // swap.pay
  'Вы получаете', // swap.receive
  'Баланс: {amount} {symbol}', // swap.balance
  'около {value}', // swap.usdValue
  'Макс.', // swap.max
  'Поменять токены местами', // swap.flip
  'Токен для оплаты', // swap.chooseFrom
  'Токен для получения', // swap.chooseTo
  'не выбран', // swap.noToken
  'Выбрать', // swap.selectToken
  'Выберите токен для оплаты', // swap.pickFrom
  'Выберите токен для получения', // swap.pickTo
  'Поиск токенов', // swap.search
  'Название, символ или адрес', // swap.searchPlaceholder
  'Нет подходящих токенов.', // swap.noMatch
  'Отмена', // swap.cancel
  'Курс', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Влияние на цену', // swap.priceImpact
  'Комиссия сети', // swap.networkFee
  'Макс. проскальзывание', // swap.slippage
  'Минимум к получению', // swap.minimumReceived
  'Неизвестно', // swap.unknown
  'Выберите токен', // swap.button.selectToken
  'Введите сумму', // swap.button.enterAmount
  'Недостаточно средств', // swap.button.insufficient
  'Получение котировки…', // swap.button.quoting
  'Одобрить и обменять', // swap.button.approveAndSwap
  'Обменять', // swap.button.swap
  'Одобрение…', // swap.button.approving
  'Обмен…', // swap.button.swapping
  'Одобрите токен в кошельке, затем подтвердите обмен…', // swap.waitingApprove
  'Подтвердите обмен в кошельке…', // swap.waiting
  '{from} обменяно на {to}: транзакция подтверждена.', // swap.done
  'Подпись отклонена. Обмен не выполнен.', // swap.declined
  'Отправить', // view.WalletSend
  'Проверка отправки', // view.WalletSendPreview
  'Токен', // send.token
  '{symbol} · доступно {amount}', // send.tokenOption
  'Загрузка ваших токенов…', // send.tokensLoading
  'Сумма', // send.amount
  'Макс.', // send.max
  'Кому', // send.to
  'Адрес или имя', // send.toPlaceholder
  'Продолжить', // send.continue
  'Проверка…', // send.checking
  'Введите сумму.', // send.problem.AMOUNT_MISSING
  'Сумма должна быть числом, например 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Сумма должна быть больше 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'В сумме больше знаков после запятой, чем допускает этот токен.', // send.problem.AMOUNT_TOO_PRECISE
  'Введите адрес или имя.', // send.problem.RECEIVER_MISSING
  'Это недействительный адрес для этой сети.', // send.problem.RECEIVER_INVALID
  'Для этого имени не найден адрес.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Выберите токен.', // send.problem.TOKEN_MISSING
  'Этот токен находится не в подключённой сети.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Отправка в этой сети не поддерживается.', // send.problem.NAMESPACE_UNSUPPORTED
  'Недостаточно средств.', // send.problem.INSUFFICIENT_BALANCE
  'Сумма', // send.preview.amount
  'Стоимость', // send.preview.value
  'Комиссия сети', // send.preview.fee
  'Не удалось оценить', // send.preview.feeUnknown
  'Кому', // send.preview.to
  'Отправить', // send.send
  'Отмена', // send.cancel
  'Подтвердите транзакцию в кошельке…', // send.waiting
  'Подпись отклонена. Ничего не отправлено.', // send.declined
  'Не удалось отправить транзакцию: {reason}', // send.failed
  'Отправлено {amount} {symbol}: транзакция подтверждена.', // send.confirmed
  'Транзакция на {amount} {symbol} не выполнена.', // send.settledFailed
  'Оплата', // view.Pay
  '{dapp} запрашивает платёж', // pay.requestedBy
  'Запрос на оплату', // pay.request
  'Стоимость', // pay.value
  'Сеть', // pay.network
  'Кому', // pay.to
  'Оплатить', // pay.pay
  'Отмена', // pay.cancel
  'Этот запрос на оплату недействителен.', // pay.invalid
  'Подключите кошелёк, чтобы оплатить.', // pay.connect
  'Подключить кошелёк', // pay.connectButton
  'Этот платёж в сети {network}. Смените сеть, чтобы оплатить.', // pay.wrongNetwork
  'Перейти в {network}', // pay.switch
  'Подтвердите смену сети в кошельке…', // pay.switching
  'Сеть не сменилась: {reason}', // pay.switchFailed
  'Подтвердите платёж в кошельке…', // pay.waiting
  'Ожидание подтверждения платежа сетью…', // pay.confirming
  'Оплачено {amount} {symbol}.', // pay.confirmed
  'Готово', // pay.done
  'Подпись отклонена. Ничего не оплачено.', // pay.declined
  'Недостаточно {symbol} для оплаты.', // pay.insufficient
  'Купить криптовалюту', // pay.buy
  'Платёж не выполнен: {reason}', // pay.failed
  'Ваши активы', // tabs.label
  'Токены', // tabs.tokens
  'NFT', // tabs.nfts
  'Активность', // tabs.activity
  'Для балансов токенов нужен сервис данных, который ещё не подключён к этому приложению.', // tabs.tokensEmpty
  'Для NFT нужен сервис данных, который ещё не подключён к этому приложению.', // tabs.nftsEmpty
  'Для истории транзакций нужен сервис данных, который ещё не подключён к этому приложению.', // tabs.activityEmpty
  'Выберите имя', // view.RegisterAccountName
  'Имя зарегистрировано', // view.RegisterAccountNameSuccess
  'Выбрать имя', // names.open
  'Ваше имя', // names.label
  'Не менее 4 букв, цифр или дефисов.', // names.hint
  'Используйте не менее 4 символов: только буквы, цифры и дефисы.', // names.invalid
  'Это имя занято. Попробуйте другое.', // names.taken
  'Поиск имён…', // names.loadingSuggestions
  'Варианты', // names.suggestions
  'Занято', // names.registered
  'Свободно', // names.available
  'Зарегистрировать', // names.register
  'Подтвердите в кошельке…', // names.registering
  '{name} теперь ваше', // names.success
  'Вернуться в аккаунт', // names.backToAccount
  'Загрузка балансов токенов…', // tokens.loading
  'В этой сети пока нет токенов.', // tokens.empty
  'Общая стоимость', // tokens.total
  'Цена {price}', // tokens.price
  'Нет цены', // tokens.unpriced
  'Повторить', // tokens.retry
  'Загрузка NFT…', // nfts.loading
  'В этой сети пока нет NFT.', // nfts.empty
  'NFT, полученные в загруженных на данный момент транзакциях.', // nfts.source
  'Изображение {name}', // nfts.imageOf
  'NFT недоступны в этой сети.', // nfts.unsupported
  'Загрузка активности…', // activity.loading
  'В этой сети пока нет транзакций.', // activity.empty
  'Загрузка других транзакций…', // activity.loadingMore
  'Загрузить ещё', // activity.more
  'Активность недоступна в этой сети.', // activity.unsupported
  'Повторить', // activity.retry
  'Ошибка', // activity.failed
  'В ожидании', // activity.pending
  'Отправлено', // activity.op.send
  'Получено', // activity.op.receive
  'Выпущено', // activity.op.mint
  'Обмен', // activity.op.trade
  'Одобрено', // activity.op.approve
  'Развёрнут контракт', // activity.op.deploy
  'Вызов контракта', // activity.op.execute
  'Транзакция', // activity.op.other
  'Нет переводов', // activity.noTransfers
  'Сети', // networks.label
  'Текущая сеть', // networks.current
  'Неподдерживаемая сеть ({id})', // networks.unknown
  'Переключение…', // networks.switching
  'Переключение на {network}', // switch.switching
  'Подтвердите переключение в кошельке.', // switch.approveInWallet
  'Смена сети отклонена', // switch.declined
  'Не удалось переключиться на {network}: {reason}', // switch.failed
  'Это приложение не поддерживает сеть вашего кошелька ({network}). Переключитесь на поддерживаемую сеть, чтобы продолжить.', // unsupported.body
  'Поддерживаемые сети', // unsupported.choose
  'Лучше отключиться', // unsupported.disconnect
  '{app} просит вас войти', // siwx.heading
  'Подпишите сообщение в {wallet}, чтобы подтвердить, что кошелёк ваш. Подпись бесплатна и не отправляет транзакцию.', // siwx.body
  'Здесь нужно войти: отмена отключит кошелёк.', // siwx.requiredHint
  'Подтвердите запрос подписи в {wallet}.', // siwx.approveInWallet
  'Подписать', // siwx.sign
  'Подпись…', // siwx.signing
  'Отмена', // siwx.cancel
  'Это приложение', // siwx.thisApp
  'Вход по email', // email.section
  'Электронная почта', // email.label
  'Продолжить', // email.continue
  'Отправка…', // email.sending
  'Введите код, отправленный на {email}', // otp.heading
  'Код подтверждения', // otp.group
  'Цифра {n} из 6', // otp.digit
  'Проверка кода…', // otp.verifying
  'Отправить код ещё раз', // otp.resend
  'Новый код уже отправлен на {email}', // otp.resent
  'Проверьте почту: подтвердите это устройство по ссылке, отправленной на {email}', // device.heading
  'Ожидание подтверждения…', // device.waiting
  'Повторить', // device.retry
  'Сменить email', // account.updateEmail
  'Email изменён', // account.emailUpdated
  'Новый email', // updateEmail.label
  'Ваш текущий email — {email}. Сначала мы отправим код на него, затем — на новый адрес.', // updateEmail.current
  'Подтвердите запрос в окне кошелька', // approve.waiting
  'Отмена отклонит запрос.', // approve.cancelHint
  'Нет запросов на подтверждение', // approve.nothing
  'Отмена', // approve.cancel
  'Этот экран недоступен в этой версии приложения.', // unavailable.body
  'Уведомления', // toast.region
  'Скрыть', // alert.dismiss
  'Что-то пошло не так. Попробуйте ещё раз.', // error.generic
  'Повторите попытку через {n, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}', // error.EMAIL_LOGIN_COOLDOWN
  'Баланс токенов недоступен', // error.TOKEN_BALANCE_UNAVAILABLE
  'Сеть не поддерживает обмен', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Сеть не поддерживает цену газа', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Не удалось запустить аутентификацию', // error.SIWX_INIT_FAILED
  'Подпись отклонена', // error.SIGNATURE_DECLINED
  'Возможно, это приложение не поддерживает Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Кошелёк выполнил вход с другим аккаунтом', // error.SIWX_WRONG_ACCOUNT
  'Неверный email', // error.INVALID_EMAIL
  'Введите 6-значный код', // error.INVALID_OTP
  'Не удалось получить транзакции', // error.TRANSACTIONS_FETCH_FAILED
  'Действие запрещено', // error.RPC_NOT_ALLOWED_UI
  'Запрос прерван', // error.FRAME_RPC_ABORTED
  'Что-то пошло не так', // error.FRAME_REQUEST_ABORTED
  'Произошла ошибка', // error.FRAME_ERROR_REPLY
  'Не удалось загрузить вход по email', // error.FRAME_LOAD_FAILED
  'Сеть не найдена', // error.NETWORK_NOT_FOUND
  'Блокчейн не поддерживается', // error.CHAIN_NOT_SUPPORTED
  'Ошибка при поиске имени', // error.NAME_RESOLVE_FAILED
  'Ошибка при получении вариантов имён', // error.NAME_SUGGESTIONS_FAILED
  'Не удалось загрузить доступные покупки', // error.ONRAMP_OPTIONS_FAILED
  'Не удалось получить котировку', // error.ONRAMP_QUOTE_FAILED
  'Не удалось открыть страницу оплаты', // error.ONRAMP_CHECKOUT_FAILED
  'Не удалось загрузить токены для обмена', // error.SWAP_TOKENS_FAILED
  'Не удалось получить котировку обмена', // error.SWAP_QUOTE_FAILED
  'Не удалось подготовить обмен', // error.SWAP_BUILD_FAILED
  'Ошибка при получении имён адреса', // error.NAMES_FOR_ADDRESS_FAILED
  'Ошибка при регистрации имени', // error.NAME_REGISTER_FAILED
  'Не удалось отключить блокчейн(ы)', // error.DISCONNECT_FAILED
  'Произошла непредвиденная ошибка', // error.UNEXPECTED_ERROR
  'Кошелёк не смог выполнить запрос', // error.WALLET_REQUEST_FAILED
  'Операция прервана', // error.OPERATION_ABORTED
  'Запрос к серверу не выполнен', // error.HTTP_REQUEST_FAILED
  'Встроенный кошелёк не ответил вовремя', // error.FRAME_REQUEST_TIMEOUT
  'Сеть не найдена', // alert.APKT001.title
  'Неверная конфигурация приложения', // alert.APKT002.title
  'Не удалось загрузить кошелёк', // alert.APKT003.title
  'Время ожидания кошелька истекло', // alert.APKT004.title
  'Домен не подтверждён', // alert.APKT005.title
  'Сессия истекла', // alert.APKT006.title
  'Неверный ID проекта', // alert.APKT007.title
  'Не указан ID проекта', // alert.APKT008.title
  'Ошибка сервера', // alert.APKT009.title
  'Слишком много запросов', // alert.APKT010.title
  'Перейти на смарт-аккаунт', // account.toSmartAccount
  'Перейти на EOA-аккаунт', // account.toEoa
  'Войти', // view.ConnectingSocial
  'Войти через соцсеть', // social.section
  'Другие варианты ({count})', // social.more
  'Войти через {provider}', // social.heading
  'Продолжите в окне {provider}…', // social.waiting
  'Отмена', // social.cancel
  'Окно входа заблокировано. Разрешите всплывающие окна для этого сайта и попробуйте снова.', // social.popupBlocked
  'Окно входа закрыто до завершения входа.', // social.popupClosed
  'Вход не завершён. Попробуйте снова.', // social.failed
  'Войти через Farcaster', // view.ConnectingFarcaster
  'Готовим код…', // farcaster.preparing
  'QR-код для входа через Farcaster', // farcaster.qrLabel
  'Отсканируйте телефоном', // farcaster.scan
  'Отсканируйте этот код в приложении Farcaster или откройте ссылку на телефоне.', // farcaster.scanHint
  'Открыть в Farcaster', // farcaster.open
  'Срок действия этого кода истёк.', // farcaster.expired
  'Получить новый код', // farcaster.newCode
]

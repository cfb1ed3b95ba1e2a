import type { LocaleTexts } from '../localeKeys.js'

/** Ukrainian (uk): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const uk: LocaleTexts = [
  'Підключити гаманець', // connectButton.label
  'Підключення…', // connectButton.connecting
  'Завантаження балансу', // accountButton.balanceUnknown
  'Мережа:', // networkButton.prefix
  'Непідтримувана мережа', // networkButton.unknown
  'Мережа', // networkButton.pending
  'Завантаження…', // modal.loading
  'Закрити', // modal.close
  'Не вдалося завантажити варіанти гаманців. Перевірте з’єднання й спробуйте ще раз.', // modal.loadFailed
  'Спробувати ще раз', // modal.retry
  'Назад', // modal.back
  'Цей крок не можна пропустити. Виберіть варіант нижче, щоб продовжити.', // modal.closeRefused
  'Підключіть гаманець', // view.Connect
  'Усі гаманці', // view.AllWallets
  'Підключення', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Обліковий запис', // view.Account
  'Виберіть мережу', // view.Networks
  'Змінити мережу', // view.SwitchNetwork
  'Змінити мережу', // view.UnsupportedChain
  'Вхід', // view.SIWXSignMessage
  'Підтвердження транзакції', // view.ApproveTransaction
  'Підключити інший гаманець', // view.SwitchActiveChain
  'Підтвердьте email', // view.EmailVerifyOtp
  'Підтвердьте цей пристрій', // view.EmailVerifyDevice
  'Зміна email', // view.UpdateEmailWallet
  'Підтвердьте поточний email', // view.UpdateEmailPrimaryOtp
  'Підтвердьте новий email', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Щоб використовувати {network}, підключіть гаманець для {chain}.', // switchChain.body
  'Уже підключені гаманці залишаться підключеними.', // switchChain.keep
  'Підключити гаманець для {chain}', // switchChain.connect
  'Недоступно', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Нещодавні', // group.recent
  'Встановлені', // group.injected
  'Рекомендовані', // group.featured
  'Інші гаманці', // group.custom
  'Зовнішні гаманці', // group.external
  'Радимо', // group.recommended
  'Гаманці', // connect.walletsLabel
  'Встановлено', // connect.installedBadge
  'Нещодавній', // connect.recentBadge
  'Усі гаманці', // connect.allWallets
  'У цьому браузері не знайдено жодного гаманця.', // connect.noWallets
  'Установіть розширення гаманця для браузера й перезавантажте сторінку.', // connect.noWalletsHint
  'Гаманці для {chain}', // connect.onlyFor
  'У цьому браузері не знайдено гаманця для {chain}.', // connect.noWalletsFor
  'Отримати {wallet}', // connect.getWallet
  '(відкриється в новій вкладці)', // connect.opensInNewTab
  'Поки недоступно', // connect.notAvailable
  'Підключаючи гаманець, ви приймаєте', // connect.legalAgree
  'Умови використання', // connect.terms
  'Політику конфіденційності', // connect.privacy
  'та', // connect.legalAnd
  'Пошук гаманців', // allWallets.search
  'У цьому браузері', // allWallets.inBrowser
  'Радимо', // allWallets.recommended
  'Каталог гаманців', // allWallets.directory
  'Завантажити ще гаманці', // allWallets.loadMore
  'Завантаження гаманців…', // allWallets.loading
  'Показано {shown} з {count, plural, one {# гаманця} few {# гаманців} many {# гаманців} other {# гаманця}}', // allWallets.shown
  'Немає гаманців за запитом «{query}».', // allWallets.noResults
  'Каталог гаманців недоступний у цьому застосунку, тому показано лише гаманці з цього браузера.', // allWallets.directoryUnavailable
  'Не вдалося завантажити каталог гаманців. Перевірте з’єднання й спробуйте ще раз.', // allWallets.directoryFailed
  'Спробувати ще раз', // allWallets.retry
  'Продовжте в {wallet}', // connecting.continueIn
  'Прийміть запит на підключення в гаманці.', // connecting.pendingHint
  'Підключення відхилено', // connecting.declined
  'Запит відхилено в {wallet}. Можна спробувати ще раз.', // connecting.declinedHint
  'Не вдалося підключитися', // connecting.failed
  'Спробувати ще раз', // connecting.retry
  'вашому гаманці', // connecting.unknownWallet
  'Відскануйте телефоном', // walletConnect.scan
  'Відкрийте гаманець із підтримкою WalletConnect на телефоні й відскануйте цей код, щоб підключитися.', // walletConnect.scanHint
  'QR-код для підключення через WalletConnect', // walletConnect.qrLabel
  'Підготовка QR-коду…', // walletConnect.preparing
  'Копіювати посилання', // walletConnect.copyLink
  'Посилання скопійовано', // walletConnect.copied
  'Не вдалося скопіювати посилання. Виділіть його нижче.', // walletConnect.copyFailed
  'Відкрити в {wallet}', // walletConnect.openIn
  'Сервіс підключення недоступний. Перевірте з’єднання й спробуйте ще раз.', // walletConnect.relayUnreachable
  'Скануйте будь-яким гаманцем WalletConnect. Мережі, яких немає в списку застосунку, дозволені.', // walletConnect.basicHint
  'Аватар {name}', // account.avatarOf
  'Баланс', // account.balance
  'Баланс недоступний', // account.balanceUnavailable
  'Копіювати адресу', // account.copy
  'Скопійовано', // account.copied
  'Адресу скопійовано в буфер обміну', // account.copiedToast
  'Не вдалося скопіювати адресу. Виділіть і скопіюйте її вручну.', // account.copyFailed
  'Відключити', // account.disconnect
  'Відключити цей гаманець', // account.disconnectThis
  'Відключити всі гаманці', // account.disconnectAll
  'Мережа: {network}', // account.network
  'Функції гаманця', // account.features
  'Купити криптовалюту', // feature.onramp
  'Обмін', // feature.swaps
  'Отримати', // feature.receive
  'Надіслати', // feature.send
  'Поки недоступно', // feature.notAvailable
  'Отримати', // view.WalletReceive
  'QR-код вашої адреси', // receive.qrLabel
  'Ваша адреса', // receive.address
  'Мережі для отримання', // receive.networks
  'Надсилайте активи на цю адресу лише в одній із цих мереж. Активи, надіслані в іншій мережі, можуть бути втрачені.', // receive.networksNote
  'Купити криптовалюту', // view.OnRampProviders
  'Купівля криптовалюти недоступна у вашому регіоні.', // onramp.restricted
  'Завантаження доступних покупок…', // onramp.loading
  'У цій мережі нічого не можна купити.', // onramp.nothing
  'Ви купуєте', // onramp.purchaseCurrency
  'Ви платите в', // onramp.paymentCurrency
  'Спосіб оплати', // onramp.method
  'Картка', // onramp.method.card
  'Банківський переказ', // onramp.method.bank
  'Сума ({currency})', // onramp.amount
  'Суми', // onramp.presets
  'Від {min} до {max} {currency}.', // onramp.limits
  'Мінімальна сума — {min} {currency}.', // onramp.belowMin
  'Максимальна сума — {max} {currency}.', // onramp.aboveMax
  'Провайдер', // onramp.providers
  'комісія {fee}', // onramp.fee
  'Отримання котирування…', // onramp.quoting
  'Ви отримаєте близько {amount} {symbol}', // onramp.quote
  'Комісію {fee} {currency} враховано', // onramp.quoteFee
  'Купити через {provider}', // onramp.buy
  'Відкриття сторінки оплати…', // onramp.opening
  'Завершіть купівлю у вікні оплати.', // onramp.waiting
  'Купівлю завершено: баланс оновлено.', // onramp.done
  'Купівля', // activity.op.buy
  'Обмін', // view.Swap
  'Завантаження токенів для обміну…', // swap.loading
  'Спробувати ще раз', // swap.retry
  'Ви віддаєте', // swap.pay
  'Ви отримуєте', // swap.receive
  'Баланс: {amount} {symbol}', // swap.balance
  'близько {value}', // swap.usdValue
  'Макс.', // swap.max
  'Поміняти токени місцями', // swap.flip
  'Токен для оплати', // swap.chooseFrom
  'Токен для отримання', // swap.chooseTo
  'не вибрано', // swap.noToken
  'Вибрати', // swap.selectToken
  'Виберіть токен для оплати', // swap.pickFrom
  'Виберіть токен для отримання', // swap.pickTo
  'Пошук токенів', // swap.search
  'Назва, символ або адреса', // swap.searchPlaceholder
  'Немає відповідних токенів.', // swap.noMatch
  'Скасувати', // swap.cancel
  'Курс', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Вплив на ціну', // swap.priceImpact
  'Комісія мережі', // swap.networkFee
  'Макс. прослизання', // swap.slippage
  'Мінімум до отримання', // swap.minimumReceived
  'Невідомо', // swap.unknown
  'Виберіть токен', // swap.button.selectToken
  'Введіть суму', // swap.button.enterAmount
  'Недостатньо коштів', // swap.button.insufficient
  'Отримання котирування…', // swap.button.quoting
  'Схвалити й обміняти', // swap.button.approveAndSwap
  'Обміняти', // swap.button.swap
  'Схвалення…', // swap.button.approving
  'Обмін…', // swap.button.swapping
  'Схваліть токен у гаманці, потім підтвердьте обмін…', // swap.waitingApprove
  'Підтвердьте обмін у гаманці…', // swap.waiting
  '{from} обміняно на {to}: транзакцію підтверджено.', // swap.done
  'Підпис відхилено. Обмін не виконано.', // swap.declined
  'Надіслати', // view.WalletSend
  'Перевірка надсилання', // view.WalletSendPreview
  'Токен', // send.token
  '{symbol} · доступно {amount}', // send.tokenOption
  'Завантаження ваших токенів…', // send.tokensLoading
  'Сума', // send.amount
  'Макс.', // send.max
  'Кому', // send.to
  'Адреса або ім’я', // send.toPlaceholder
  'Продовжити', // send.continue
  'Перевірка…', // send.checking
  'Введіть суму.', // send.problem.AMOUNT_MISSING
  'Сума має бути числом, наприклад 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Сума має бути більшою за 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'У сумі більше знаків після коми, ніж дозволяє цей токен.', // send.problem.AMOUNT_TOO_PRECISE
  'Введіть адресу або ім’я.', // send.problem.RECEIVER_MISSING
  'Це недійсна адреса для цієї мережі.', // send.problem.RECEIVER_INVALID
  'Для цього імені не знайдено адреси.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Виберіть токен.', // send.problem.TOKEN_MISSING
  'Цей токен в іншій мережі, ніж підключена.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Надсилання в цій мережі не підтримується.', // send.problem.NAMESPACE_UNSUPPORTED
  'Недостатньо коштів.', // send.problem.INSUFFICIENT_BALANCE
  'Сума', // send.preview.amount
  'Вартість', // send.preview.value
  'Комісія мережі', // send.preview.fee
  'Не вдалося оцінити', // send.preview.feeUnknown
  'Кому', // send.preview.to
  'Надіслати', // send.send
  'Скасувати', // send.cancel
  'Підтвердьте транзакцію в гаманці…', // send.waiting
  'Підпис відхилено. Нічого не надіслано.', // send.declined
  'Не вдалося надіслати транзакцію: {reason}', // send.failed
  'Надіслано {amount} {symbol}: транзакцію підтверджено.', // send.confirmed
  'Транзакція на {amount} {symbol} не вдалася.', // send.settledFailed
  'Оплата', // view.Pay
  '{dapp} запитує платіж', // pay.requestedBy
  'Запит на оплату', // pay.request
  'Вартість', // pay.value
  'Мережа', // pay.network
  'Кому', // pay.to
  'Оплатити', // pay.pay
  'Скасувати', // pay.cancel
  'Цей запит на оплату недійсний.', // pay.invalid
  'Підключіть гаманець, щоб оплатити.', // pay.connect
  'Підключити гаманець', // pay.connectButton
  'Цей платіж у мережі {network}. Змініть мережу, щоб оплатити.', // pay.wrongNetwork
  'Перейти в {network}', // pay.switch
  'Підтвердьте зміну мережі в гаманці…', // pay.switching
  'Мережу не змінено: {reason}', // pay.switchFailed
  'Підтвердьте платіж у гаманці…', // pay.waiting
  'Очікування підтвердження платежу мережею…', // pay.confirming
  'Оплачено {amount} {symbol}.', // pay.confirmed
  'Готово', // pay.done
  'Підпис відхилено. Нічого не оплачено.', // pay.declined
  'Недостатньо {symbol} для оплати.', // pay.insufficient
  'Купити криптовалюту', // pay.buy
  'Платіж не вдався: {reason}', // pay.failed
  'Ваші активи', // tabs.label
  'Токени', // tabs.tokens
  'NFT', // tabs.nfts
  'Активність', // tabs.activity
  'Для балансів токенів потрібен сервіс даних, який ще не підключено до цього застосунку.', // tabs.tokensEmpty
  'Для NFT потрібен сервіс даних, який ще не підключено до цього застосунку.', // tabs.nftsEmpty
  'Для історії транзакцій потрібен сервіс даних, який ще не підключено до цього застосунку.', // tabs.activityEmpty
  'Виберіть ім’я', // view.RegisterAccountName
  'Ім’я зареєстровано', // view.RegisterAccountNameSuccess
  'Вибрати ім’я', // names.open
  'Ваше ім’я', // names.label
  'Щонайменше 4 літери, цифри або дефіси.', // names.hint
  'Використовуйте щонайменше 4 символи: лише літери, цифри й дефіси.', // names.invalid
  'Це ім’я зайняте. Спробуйте інше.', // names.taken
  'Пошук імен…', // names.loadingSuggestions
  'Пропозиції', // names.suggestions
  'Зайняте', // names.registered
  'Вільне', // names.available
  'Зареєструвати', // names.register
  'Підтвердьте в гаманці…', // names.registering
  '{name} тепер ваше', // names.success
  'Повернутися до облікового запису', // names.backToAccount
  'Завантаження балансів токенів…', // tokens.loading
  'У цій мережі ще немає токенів.', // tokens.empty
  'Загальна вартість', // tokens.total
  'Ціна {price}', // tokens.price
  'Немає ціни', // tokens.unpriced
  'Спробувати ще раз', // tokens.retry
  'Завантаження NFT…', // nfts.loading
  'У цій мережі ще немає NFT.', // nfts.empty
  'NFT, отримані в завантажених досі транзакціях.', // nfts.source
  'Зображення {name}', // nfts.imageOf
  'NFT недоступні в цій мережі.', // nfts.unsupported
  'Завантаження активності…', // activity.loading
  'У цій мережі ще немає транзакцій.', // activity.empty
  'Завантаження інших транзакцій…', // activity.loadingMore
  'Завантажити ще', // activity.more
  'Активність недоступна в цій мережі.', // activity.unsupported
  'Спробувати ще раз', // activity.retry
  'Помилка', // activity.failed
  'Очікує', // activity.pending
  'Надіслано', // activity.op.send
  'Отримано', // activity.op.receive
  'Випущено', // activity.op.mint
  'Обмін', // activity.op.trade
  'Схвалено', // activity.op.approve
  'Розгорнуто контракт', // activity.op.deploy
  'Виклик контракту', // activity.op.execute
  'Транзакція', // activity.op.other
  'Немає переказів', // activity.noTransfers
  'Мережі', // networks.label
  'Поточна мережа', // networks.current
  'Непідтримувана мережа ({id})', // networks.unknown
  'Перемикання…', // networks.switching
  'Перемикання на {network}', // switch.switching
  'Підтвердьте перемикання в гаманці.', // switch.approveInWallet
  'Зміну мережі відхилено', // switch.declined
  'Не вдалося перемкнутися на {network}: {reason}', // switch.failed
  'Цей застосунок не підтримує мережу вашого гаманця ({network}). Перейдіть на підтримувану мережу, щоб продовжити.', // unsupported.body
  'Підтримувані мережі', // unsupported.choose
  'Краще відключитися', // unsupported.disconnect
  '{app} просить вас увійти', // siwx.heading
  'Підпишіть повідомлення в {wallet}, щоб підтвердити, що гаманець ваш. Підпис безкоштовний і не надсилає транзакцію.', // siwx.body
  'Тут потрібно увійти: скасування відключить гаманець.', // siwx.requiredHint
  'Підтвердьте запит на підпис у {wallet}.', // siwx.approveInWallet
  'Підписати', // siwx.sign
  'Підписання…', // siwx.signing
  'Скасувати', // siwx.cancel
  'Цей застосунок', // siwx.thisApp
  'Вхід через email', // email.section
  'Електронна пошта', // email.label
  'Продовжити', // email.continue
  'Надсилання…', // email.sending
  'Введіть код, надісланий на {email}', // otp.heading
  'Код підтвердження', // otp.group
  'Цифра {n} з 6', // otp.digit
  'Перевірка коду…', // otp.verifying
  'Надіслати код ще раз', // otp.resend
  'Новий код уже надіслано на {email}', // otp.resent
  'Перевірте пошту: підтвердьте цей пристрій за посиланням, надісланим на {email}', // device.heading
  'Очікування підтвердження…', // device.waiting
  'Спробувати ще раз', // device.retry
  'Змінити email', // account.updateEmail
  'Email змінено', // account.emailUpdated
  'Новий email', // updateEmail.label
  'Ваш поточний email — {email}. Спершу ми надішлемо код на нього, потім — на нову адресу.', // updateEmail.current
  'Підтвердьте запит у вікні гаманця', // approve.waiting
  'Скасування відхилить запит.', // approve.cancelHint
  'Немає запитів на підтвердження', // approve.nothing
  'Скасувати', // approve.cancel
  'Цей екран недоступний у цій версії застосунку.', // unavailable.body
  'Сповіщення', // toast.region
  'Приховати', // alert.dismiss
  'Щось пішло не так. Спробуйте ще раз.', // error.generic
  'Спробуйте ще раз через {n, plural, one {# секунду} few {# секунди} many {# секунд} other {# секунди}}', // error.EMAIL_LOGIN_COOLDOWN
  'Баланс токенів недоступний', // error.TOKEN_BALANCE_UNAVAILABLE
  'Мережа не підтримує обмін', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Мережа не підтримує ціну газу', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Не вдалося запустити автентифікацію', // error.SIWX_INIT_FAILED
  'Підпис відхилено', // error.SIGNATURE_DECLINED
  'Можливо, цей застосунок не підтримує Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Гаманець увійшов з іншим обліковим записом', // error.SIWX_WRONG_ACCOUNT
  'Недійсний email', // error.INVALID_EMAIL
  'Введіть 6-значний код', // error.INVALID_OTP
  'Не вдалося отримати транзакції', // error.TRANSACTIONS_FETCH_FAILED
  'Дія заборонена', // error.RPC_NOT_ALLOWED_UI
  'Запит перервано', // error.FRAME_RPC_ABORTED
  'Щось пішло не так', // error.FRAME_REQUEST_ABORTED
  'Сталася помилка', // error.FRAME_ERROR_REPLY
  'Не вдалося завантажити вхід через email', // error.FRAME_LOAD_FAILED
  'Мережу не знайдено', // error.NETWORK_NOT_FOUND
  'Блокчейн не підтримується', // error.CHAIN_NOT_SUPPORTED
  'Помилка під час пошуку імені', // error.NAME_RESOLVE_FAILED
  'Помилка під час отримання пропозицій імен', // error.NAME_SUGGESTIONS_FAILED
  'Не вдалося завантажити доступні покупки', // error.ONRAMP_OPTIONS_FAILED
  'Не вдалося отримати котирування', // error.ONRAMP_QUOTE_FAILED
  'Не вдалося відкрити сторінку оплати', // error.ONRAMP_CHECKOUT_FAILED
  'Не вдалося завантажити токени для обміну', // error.SWAP_TOKENS_FAILED
  'Не вдалося отримати котирування обміну', // error.SWAP_QUOTE_FAILED
  'Не вдалося підготувати обмін', // error.SWAP_BUILD_FAILED
  'Помилка під час отримання імен адреси', // error.NAMES_FOR_ADDRESS_FAILED
  'Помилка під час реєстрації імені', // error.NAME_REGISTER_FAILED
  'Не вдалося відключити блокчейн(и)', // error.DISCONNECT_FAILED
  'Сталася неочікувана помилка', // error.UNEXPECTED_ERROR
  'Гаманець не зміг виконати запит', // error.WALLET_REQUEST_FAILED
  'Операцію перервано', // error.OPERATION_ABORTED
  'Запит до сервера не вдався', // error.HTTP_REQUEST_FAILED
  'Вбудований гаманець не відповів вчасно', // error.FRAME_REQUEST_TIMEOUT
  'Мережу не знайдено', // alert.APKT001.title
  'Недійсна конфігурація застосунку', // alert.APKT002.title
  'Не вдалося завантажити гаманець', // alert.APKT003.title
  'Час очікування гаманця минув', // alert.APKT004.title
  'Домен не підтверджено', // alert.APKT005.title
  'Сеанс завершився', // alert.APKT006.title
  'Недійсний ID проєкту', // alert.APKT007.title
  'Не вказано ID проєкту', // alert.APKT008.title
  'Помилка сервера', // alert.APKT009.title
  'Забагато запитів', // alert.APKT010.title
  'Перейти на смарт-акаунт', // account.toSmartAccount
  'Перейти на EOA-акаунт', // account.toEoa
  'Увійти', // view.ConnectingSocial
  'Увійти через соцмережу', // social.section
  'Інші варіанти ({count})', // social.more
  'Увійти через {provider}', // social.heading
  'Продовжте у вікні {provider}…', // social.waiting
  'Скасувати', // social.cancel
  'Вікно входу заблоковано. Дозвольте спливні вікна для цього сайту й спробуйте знову.', // social.popupBlocked
  'Вікно входу закрито до завершення входу.', // social.popupClosed
  'Вхід не завершено. Спробуйте знову.', // social.failed
  'Увійти через Farcaster', // view.ConnectingFarcaster
  'Готуємо код…', // farcaster.preparing
  'QR-код для входу через Farcaster', // farcaster.qrLabel
  'Відскануйте телефоном', // farcaster.scan
  'Відскануйте цей код у застосунку Farcaster або відкрийте посилання на телефоні.', // farcaster.scanHint
  'Відкрити у Farcaster', // farcaster.open
  'Термін дії цього коду минув.', // farcaster.expired
  'Отримати новий код', // farcaster.newCode
]

import type { LocaleTexts } from '../localeKeys.js'

/** Polish (pl): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const pl: LocaleTexts = [
  'Połącz portfel', // connectButton.label
  'Łączenie…', // connectButton.connecting
  'Wczytywanie salda', // accountButton.balanceUnknown
  'Sieć:', // networkButton.prefix
  'Nieobsługiwana sieć', // networkButton.unknown
  'Sieć', // networkButton.pending
  'Wczytywanie…', // modal.loading
  'Zamknij', // modal.close
  'Nie udało się wczytać opcji portfela. Sprawdź połączenie i spróbuj ponownie.', // modal.loadFailed
  'Spróbuj ponownie', // modal.retry
  'Wstecz', // modal.back
  'Tego kroku nie można pominąć. Wybierz jedną z opcji poniżej, aby kontynuować.', // modal.closeRefused
  'Połącz portfel', // view.Connect
  'Wszystkie portfele', // view.AllWallets
  'Łączenie', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Konto', // view.Account
  'Wybierz sieć', // view.Networks
  'Zmień sieć', // view.SwitchNetwork
  'Zmień sieć', // view.UnsupportedChain
  'Zaloguj się', // view.SIWXSignMessage
  'Zatwierdź transakcję', // view.ApproveTransaction
  'Połącz inny portfel', // view.SwitchActiveChain
  'Potwierdź adres e-mail', // view.EmailVerifyOtp
  'Zatwierdź to urządzenie', // view.EmailVerifyDevice
  'Zmień adres e-mail', // view.UpdateEmailWallet
  'Potwierdź obecny adres e-mail', // view.UpdateEmailPrimaryOtp
  'Potwierdź nowy adres e-mail', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Aby używać {network}, połącz portfel dla {chain}.', // switchChain.body
  'Połączone portfele pozostaną połączone.', // switchChain.keep
  'Połącz portfel dla {chain}', // switchChain.connect
  'Niedostępne', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Ostatnio używane', // group.recent
  'Zainstalowane', // group.injected
  'Polecane', // group.featured
  'Więcej portfeli', // group.custom
  'Inne portfele', // group.external
  'Rekomendowane', // group.recommended
  'Portfele', // connect.walletsLabel
  'Zainstalowany', // connect.installedBadge
  'Ostatnio używany', // connect.recentBadge
  'Wszystkie portfele', // connect.allWallets
  'W tej przeglądarce nie znaleziono żadnego portfela.', // connect.noWallets
  'Zainstaluj rozszerzenie portfela w przeglądarce, a potem odśwież stronę.', // connect.noWalletsHint
  'Portfele dla {chain}', // connect.onlyFor
  'W tej przeglądarce nie znaleziono portfela dla {chain}.', // connect.noWalletsFor
  'Pobierz {wallet}', // connect.getWallet
  '(otwiera się w nowej karcie)', // connect.opensInNewTab
  'Jeszcze niedostępne', // connect.notAvailable
  'Łącząc portfel, akceptujesz', // connect.legalAgree
  'Warunki korzystania z usługi', // connect.terms
  'Politykę prywatności', // connect.privacy
  'oraz', // connect.legalAnd
  'Szukaj portfeli', // allWallets.search
  'W tej przeglądarce', // allWallets.inBrowser
  'Rekomendowane', // allWallets.recommended
  'Katalog portfeli', // allWallets.directory
  'Wczytaj więcej portfeli', // allWallets.loadMore
  'Wczytywanie portfeli…', // allWallets.loading
  '{shown} z {count, plural, one {# portfela} few {# portfeli} many {# portfeli} other {# portfela}}', // allWallets.shown
  'Żaden portfel nie pasuje do „{query}”.', // allWallets.noResults
  'Katalog portfeli nie jest dostępny w tej aplikacji, więc widać tylko portfele znalezione w tej przeglądarce.', // allWallets.directoryUnavailable
  'Nie udało się wczytać katalogu portfeli. Sprawdź połączenie i spróbuj ponownie.', // allWallets.directoryFailed
  'Spróbuj ponownie', // allWallets.retry
  'Kontynuuj w {wallet}', // connecting.continueIn
  'Zaakceptuj prośbę o połączenie w portfelu.', // connecting.pendingHint
  'Połączenie odrzucone', // connecting.declined
  'Prośba została odrzucona w {wallet}. Możesz spróbować ponownie.', // connecting.declinedHint
  'Połączenie nie powiodło się', // connecting.failed
  'Spróbuj ponownie', // connecting.retry
  'Twój portfel', // connecting.unknownWallet
  'Zeskanuj telefonem', // walletConnect.scan
  'Otwórz portfel obsługujący WalletConnect w telefonie i zeskanuj ten kod, aby się połączyć.', // walletConnect.scanHint
  'Kod QR do połączenia przez WalletConnect', // walletConnect.qrLabel
  'Przygotowywanie kodu QR…', // walletConnect.preparing
  'Kopiuj link', // walletConnect.copyLink
  'Link skopiowany', // walletConnect.copied
  'Nie udało się skopiować linku. Zaznacz go poniżej.', // walletConnect.copyFailed
  'Otwórz w {wallet}', // walletConnect.openIn
  'Nie udało się połączyć z usługą połączeń. Sprawdź połączenie i spróbuj ponownie.', // walletConnect.relayUnreachable
  'Zeskanuj dowolnym portfelem WalletConnect. Sieci, których ta aplikacja nie wymienia, są dozwolone.', // walletConnect.basicHint
  'Awatar {name}', // account.avatarOf
  'Saldo', // account.balance
  'Saldo niedostępne', // account.balanceUnavailable
  'Kopiuj adres', // account.copy
  'Skopiowano', // account.copied
  'Adres skopiowany do schowka', // account.copiedToast
  'Nie udało się skopiować adresu. Zaznacz go i skopiuj ręcznie.', // account.copyFailed
  'Rozłącz', // account.disconnect
  'Rozłącz ten portfel', // account.disconnectThis
  'Rozłącz wszystkie portfele', // account.disconnectAll
  'Sieć: {network}', // account.network
  'Funkcje portfela', // account.features
  'Kup kryptowaluty', // feature.onramp
  'Wymień', // feature.swaps
  'Odbierz', // feature.receive
  'Wyślij', // feature.send
  'Jeszcze niedostępne', // feature.notAvailable
  'Odbierz', // view.WalletReceive
  'Kod QR Twojego adresu', // receive.qrLabel
  'Twój adres', // receive.address
  'Sieci, w których możesz odbierać', // receive.networks
  'Wysyłaj aktywa na ten adres tylko w jednej z tych sieci. Aktywa wysłane w innej sieci mogą zostać utracone.', // receive.networksNote
  'Kup kryptowaluty', // view.OnRampProviders
  'Zakup kryptowalut nie jest dostępny w Twoim regionie.', // onramp.restricted
  'Wczytywanie dostępnych zakupów…', // onramp.loading
  'W tej sieci nie można nic kupić.', // onramp.nothing
  'Kupujesz', // onramp.purchaseCurrency
  'Płacisz w', // onramp.paymentCurrency
  'Metoda płatności', // onramp.method
  'Karta', // onramp.method.card
  'Przelew bankowy', // onramp.method.bank
  'Kwota ({currency})', // onramp.amount
  'Kwoty', // onramp.presets
  'Od {min} do {max} {currency}.', // onramp.limits
  'Minimalna kwota to {min} {currency}.', // onramp.belowMin
  'Maksymalna kwota to {max} {currency}.', // onramp.aboveMax
  'Dostawca', // onramp.providers
  'opłata {fee}', // onramp.fee
  'Pobieranie wyceny…', // onramp.quoting
  'Otrzymasz około {amount} {symbol}', // onramp.quote
  'Zawiera opłatę {fee} {currency}', // onramp.quoteFee
  'Kup przez {provider}', // onramp.buy
  'Otwieranie płatności…', // onramp.opening
  'Dokończ zakup w oknie płatności.', // onramp.waiting
  'Zakup zakończony: saldo zostało zaktualizowane.', // onramp.done
  'Kupiono', // activity.op.buy
  'Wymień', // view.Swap
  'Wczytywanie tokenów do wymiany…', // swap.loading
  'Spróbuj ponownie', // swap.retry
  'Płacisz', // swap.pay
  'Otrzymujesz', // swap.receive
  'Saldo: {amount} {symbol}', // swap.balance
  'około {value}', // swap.usdValue
  'Maks.', // swap.max
  'Zamień tokeny miejscami', // swap.flip
  'Token do zapłaty', // swap.chooseFrom
  'Token do otrzymania', // swap.chooseTo
  'nie wybrano', // swap.noToken
  'Wybierz', // swap.selectToken
  'Wybierz token do zapłaty', // swap.pickFrom
  'Wybierz token do otrzymania', // swap.pickTo
  'Szukaj tokenów', // swap.search
  'Nazwa, symbol lub adres', // swap.searchPlaceholder
  'Żaden token nie pasuje.', // swap.noMatch
  'Anuluj', // swap.cancel
  'Kurs', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Wpływ na cenę', // swap.priceImpact
  'Opłata sieciowa', // swap.networkFee
  'Maks. poślizg', // swap.slippage
  'Minimalnie otrzymasz', // swap.minimumReceived
  'Nieznana', // swap.unknown
  'Wybierz token', // swap.button.selectToken
  'Wpisz kwotę', // swap.button.enterAmount
  'Niewystarczające saldo', // swap.button.insufficient
  'Pobieranie wyceny…', // swap.button.quoting
  'Zatwierdź i wymień', // swap.button.approveAndSwap
  'Wymień', // swap.button.swap
  'Zatwierdzanie…', // swap.button.approving
  'Wymiana…', // swap.button.swapping
  'Zatwierdź token w portfelu, a potem potwierdź wymianę…', // swap.waitingApprove
  'Potwierdź wymianę w portfelu…', // swap.waiting
  'Wymieniono {from} na {to}: transakcja została potwierdzona.', // swap.done
  'Podpis odrzucony. Nic nie zostało wymienione.', // swap.declined
  'Wyślij', // view.WalletSend
  'Sprawdź wysyłkę', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · dostępne {amount}', // send.tokenOption
  'Wczytywanie Twoich tokenów…', // send.tokensLoading
  'Kwota', // send.amount
  'Maks.', // send.max
  'Do', // send.to
  'Adres lub nazwa', // send.toPlaceholder
  'Dalej', // send.continue
  'Sprawdzanie…', // send.checking
  'Wpisz kwotę.', // send.problem.AMOUNT_MISSING
  'Kwota musi być liczbą, np. 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Kwota musi być większa niż 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'Kwota ma więcej miejsc po przecinku, niż pozwala ten token.', // send.problem.AMOUNT_TOO_PRECISE
  'Wpisz adres lub nazwę.', // send.problem.RECEIVER_MISSING
  'To nie jest prawidłowy adres w tej sieci.', // send.problem.RECEIVER_INVALID
  'Nie znaleziono adresu dla tej nazwy.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Wybierz token.', // send.problem.TOKEN_MISSING
  'Ten token jest w innej sieci niż połączona.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Wysyłanie nie jest obsługiwane w tej sieci.', // send.problem.NAMESPACE_UNSUPPORTED
  'Niewystarczające saldo.', // send.problem.INSUFFICIENT_BALANCE
  'Kwota', // send.preview.amount
  'Wartość', // send.preview.value
  'Opłata sieciowa', // send.preview.fee
  'Nie udało się oszacować', // send.preview.feeUnknown
  'Do', // send.preview.to
  'Wyślij', // send.send
  'Anuluj', // send.cancel
  'Potwierdź transakcję w portfelu…', // send.waiting
  'Podpis odrzucony. Nic nie zostało wysłane.', // send.declined
  'Nie udało się wysłać transakcji: {reason}', // send.failed
  'Wysłano {amount} {symbol}: transakcja została potwierdzona.', // send.confirmed
  'Transakcja {amount} {symbol} nie powiodła się.', // send.settledFailed
  'Zapłać', // view.Pay
  '{dapp} prosi o płatność', // pay.requestedBy
  'Prośba o płatność', // pay.request
  'Wartość', // pay.value
  'Sieć', // pay.network
  'Do', // pay.to
  'Zapłać', // pay.pay
  'Anuluj', // pay.cancel
  'Ta prośba o płatność jest nieprawidłowa.', // pay.invalid
  'Połącz portfel, aby zapłacić.', // pay.connect
  'Połącz portfel', // pay.connectButton
  'Ta płatność jest w sieci {network}. Zmień sieć, aby zapłacić.', // pay.wrongNetwork
  'Przełącz na {network}', // pay.switch
  'Potwierdź zmianę sieci w portfelu…', // pay.switching
  'Sieć nie została zmieniona: {reason}', // pay.switchFailed
  'Potwierdź płatność w portfelu…', // pay.waiting
  'Czekanie, aż sieć potwierdzi płatność…', // pay.confirming
  'Zapłacono {amount} {symbol}.', // pay.confirmed
  'Gotowe', // pay.done
  'Podpis odrzucony. Nic nie zostało zapłacone.', // pay.declined
  'Za mało {symbol}, aby zapłacić.', // pay.insufficient
  'Kup kryptowaluty', // pay.buy
  'Płatność nie powiodła się: {reason}', // pay.failed
  'Twoje aktywa', // tabs.label
  'Tokeny', // tabs.tokens
  'NFT', // tabs.nfts
  'Aktywność', // tabs.activity
  'Salda tokenów wymagają usługi danych, która nie jest jeszcze połączona z tą aplikacją.', // tabs.tokensEmpty
  'NFT wymagają usługi danych, która nie jest jeszcze połączona z tą aplikacją.', // tabs.nftsEmpty
  'Historia transakcji wymaga usługi danych, która nie jest jeszcze połączona z tą aplikacją.', // tabs.activityEmpty
  'Wybierz nazwę', // view.RegisterAccountName
  'Nazwa zarejestrowana', // view.RegisterAccountNameSuccess
  'Wybierz nazwę', // names.open
  'Twoja nazwa', // names.label
  'Co najmniej 4 litery, cyfry lub łączniki.', // names.hint
  'Użyj co najmniej 4 znaków: tylko liter, cyfr i łączników.', // names.invalid
  'Ta nazwa jest zajęta. Spróbuj innej.', // names.taken
  'Szukanie nazw…', // names.loadingSuggestions
  'Propozycje', // names.suggestions
  'Zajęta', // names.registered
  'Dostępna', // names.available
  'Zarejestruj', // names.register
  'Potwierdź w portfelu…', // names.registering
  '{name} należy do Ciebie', // names.success
  'Wróć do konta', // names.backToAccount
  'Wczytywanie sald tokenów…', // tokens.loading
  'Brak tokenów w tej sieci.', // tokens.empty
  'Łączna wartość', // tokens.total
  'Cena {price}', // tokens.price
  'Brak ceny', // tokens.unpriced
  'Spróbuj ponownie', // tokens.retry
  'Wczytywanie NFT…', // nfts.loading
  'Brak NFT w tej sieci.', // nfts.empty
  'NFT otrzymane w dotąd wczytanych transakcjach.', // nfts.source
  'Obraz {name}', // nfts.imageOf
  'NFT nie są dostępne w tej sieci.', // nfts.unsupported
  'Wczytywanie aktywności…', // activity.loading
  'Brak transakcji w tej sieci.', // activity.empty
  'Wczytywanie kolejnych transakcji…', // activity.loadingMore
  'Wczytaj więcej', // activity.more
  'Aktywność nie jest dostępna w tej sieci.', // activity.unsupported
  'Spróbuj ponownie', // activity.retry
  'Nieudana', // activity.failed
  'Oczekująca', // activity.pending
  'Wysłano', // activity.op.send
  'Odebrano', // activity.op.receive
  'Wybito', // activity.op.mint
  'Wymieniono', // activity.op.trade
  'Zatwierdzono', // activity.op.approve
  'Wdrożono kontrakt', // activity.op.deploy
  'Wywołanie kontraktu', // activity.op.execute
  'Transakcja', // activity.op.other
  'Brak transferów', // activity.noTransfers
  'Sieci', // networks.label
  'Bieżąca sieć', // networks.current
  'Nieobsługiwana sieć ({id})', // networks.unknown
  'Przełączanie…', // networks.switching
  'Przełączanie na {network}', // switch.switching
  'Zatwierdź zmianę w portfelu.', // switch.approveInWallet
  'Zmiana sieci odrzucona', // switch.declined
  'Nie udało się przełączyć na {network}: {reason}', // switch.failed
  'Ta aplikacja nie obsługuje sieci, w której jest Twój portfel ({network}). Przełącz się na obsługiwaną sieć, aby kontynuować.', // unsupported.body
  'Obsługiwane sieci', // unsupported.choose
  'Zamiast tego rozłącz', // unsupported.disconnect
  '{app} prosi o zalogowanie', // siwx.heading
  'Podpisz wiadomość w {wallet}, aby potwierdzić, że ten portfel należy do Ciebie. Podpisanie jest bezpłatne i nie wysyła transakcji.', // siwx.body
  'Logowanie jest tu wymagane: anulowanie rozłączy portfel.', // siwx.requiredHint
  'Zatwierdź prośbę o podpis w {wallet}.', // siwx.approveInWallet
  'Podpisz', // siwx.sign
  'Podpisywanie…', // siwx.signing
  'Anuluj', // siwx.cancel
  'Ta aplikacja', // siwx.thisApp
  'Zaloguj się e-mailem', // email.section
  'E-mail', // email.label
  'Dalej', // email.continue
  'Wysyłanie…', // email.sending
  'Wpisz kod wysłany na {email}', // otp.heading
  'Kod weryfikacyjny', // otp.group
  'Cyfra {n} z 6', // otp.digit
  'Sprawdzanie kodu…', // otp.verifying
  'Wyślij kod ponownie', // otp.resend
  'Nowy kod jest w drodze na {email}', // otp.resent
  'Sprawdź skrzynkę: zatwierdź to urządzenie linkiem wysłanym na {email}', // device.heading
  'Czekanie na Twoje zatwierdzenie…', // device.waiting
  'Spróbuj ponownie', // device.retry
  'Zmień e-mail', // account.updateEmail
  'E-mail zmieniony', // account.emailUpdated
  'Nowy e-mail', // updateEmail.label
  'Twój obecny e-mail to {email}. Najpierw wyślemy na niego kod, a potem drugi na nowy adres.', // updateEmail.current
  'Zatwierdź prośbę w oknie portfela', // approve.waiting
  'Anulowanie odrzuca prośbę.', // approve.cancelHint
  'Nic nie czeka na zatwierdzenie', // approve.nothing
  'Anuluj', // approve.cancel
  'Ten ekran nie jest dostępny w tej wersji aplikacji.', // unavailable.body
  'Powiadomienia', // toast.region
  'Odrzuć', // alert.dismiss
  'Coś poszło nie tak. Spróbuj ponownie.', // error.generic
  'Spróbuj ponownie za {n, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}', // error.EMAIL_LOGIN_COOLDOWN
  'Saldo tokenów niedostępne', // error.TOKEN_BALANCE_UNAVAILABLE
  'Sieć nie obsługuje wymiany', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Sieć nie obsługuje ceny gazu', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Wystąpił problem podczas uruchamiania uwierzytelniania', // error.SIWX_INIT_FAILED
  'Podpis odrzucony', // error.SIGNATURE_DECLINED
  'Ta aplikacja może nie obsługiwać Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Portfel zalogował się innym kontem', // error.SIWX_WRONG_ACCOUNT
  'Nieprawidłowy e-mail', // error.INVALID_EMAIL
  'Wpisz 6-cyfrowy kod', // error.INVALID_OTP
  'Nie udało się pobrać transakcji', // error.TRANSACTIONS_FETCH_FAILED
  'Działanie niedozwolone', // error.RPC_NOT_ALLOWED_UI
  'Żądanie zostało przerwane', // error.FRAME_RPC_ABORTED
  'Coś poszło nie tak', // error.FRAME_REQUEST_ABORTED
  'Wystąpił błąd', // error.FRAME_ERROR_REPLY
  'Nie udało się wczytać logowania e-mailem', // error.FRAME_LOAD_FAILED
  'Nie znaleziono sieci', // error.NETWORK_NOT_FOUND
  'Łańcuch nie jest obsługiwany', // error.CHAIN_NOT_SUPPORTED
  'Błąd podczas rozpoznawania nazwy', // error.NAME_RESOLVE_FAILED
  'Błąd podczas pobierania propozycji nazw', // error.NAME_SUGGESTIONS_FAILED
  'Nie udało się wczytać dostępnych zakupów', // error.ONRAMP_OPTIONS_FAILED
  'Nie udało się pobrać wyceny', // error.ONRAMP_QUOTE_FAILED
  'Nie udało się otworzyć płatności', // error.ONRAMP_CHECKOUT_FAILED
  'Nie udało się wczytać tokenów do wymiany', // error.SWAP_TOKENS_FAILED
  'Nie udało się pobrać wyceny wymiany', // error.SWAP_QUOTE_FAILED
  'Nie udało się przygotować wymiany', // error.SWAP_BUILD_FAILED
  'Błąd podczas pobierania nazw adresu', // error.NAMES_FOR_ADDRESS_FAILED
  'Błąd podczas rejestracji nazwy', // error.NAME_REGISTER_FAILED
  'Nie udało się rozłączyć łańcuchów', // error.DISCONNECT_FAILED
  'Wystąpił nieoczekiwany błąd', // error.UNEXPECTED_ERROR
  'Portfel nie mógł wykonać żądania', // error.WALLET_REQUEST_FAILED
  'Operacja została przerwana', // error.OPERATION_ABORTED
  'Żądanie do serwera nie powiodło się', // error.HTTP_REQUEST_FAILED
  'Wbudowany portfel nie odpowiedział na czas', // error.FRAME_REQUEST_TIMEOUT
  'Nie znaleziono sieci', // alert.APKT001.title
  'Nieprawidłowa konfiguracja aplikacji', // alert.APKT002.title
  'Nie udało się wczytać portfela', // alert.APKT003.title
  'Przekroczono czas żądania portfela', // alert.APKT004.title
  'Niezweryfikowana domena', // alert.APKT005.title
  'Sesja wygasła', // alert.APKT006.title
  'Nieprawidłowy identyfikator projektu', // alert.APKT007.title
  'Brak identyfikatora projektu', // alert.APKT008.title
  'Błąd serwera', // alert.APKT009.title
  'Zbyt wiele żądań', // alert.APKT010.title
  'Przełącz na swoje inteligentne konto', // account.toSmartAccount
  'Przełącz na swoje konto EOA', // account.toEoa
  'Zaloguj się', // view.ConnectingSocial
  'Zaloguj się kontem społecznościowym', // social.section
  'Więcej opcji ({count})', // social.more
  'Zaloguj się przez {provider}', // social.heading
  'Kontynuuj w oknie {provider}…', // social.waiting
  'Anuluj', // social.cancel
  'Okno logowania zostało zablokowane. Zezwól na wyskakujące okna dla tej witryny i spróbuj ponownie.', // social.popupBlocked
  'Okno logowania zostało zamknięte przed zalogowaniem.', // social.popupClosed
  'Logowanie nie zostało ukończone. Spróbuj ponownie.', // social.failed
  'Zaloguj się przez Farcaster', // view.ConnectingFarcaster
  'Przygotowywanie kodu…', // farcaster.preparing
  'Kod QR do logowania przez Farcaster', // farcaster.qrLabel
  'Zeskanuj telefonem', // farcaster.scan
  'Zeskanuj ten kod w aplikacji Farcaster albo otwórz link na telefonie.', // farcaster.scanHint
  'Otwórz w Farcaster', // farcaster.open
  'Ten kod wygasł.', // farcaster.expired
  'Pobierz nowy kod', // farcaster.newCode
]

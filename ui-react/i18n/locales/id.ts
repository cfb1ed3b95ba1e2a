import type { LocaleTexts } from '../localeKeys.js'

/** Indonesian (id): one text per id of LOCALE_KEYS, in its order (the comment names the id). */
export const id: LocaleTexts = [
  'Hubungkan Dompet', // connectButton.label
  'Menghubungkan…', // connectButton.connecting
  'Memuat saldo', // accountButton.balanceUnknown
  'Jaringan:', // networkButton.prefix
  'Jaringan tidak didukung', // networkButton.unknown
  'Jaringan', // networkButton.pending
  'Memuat…', // modal.loading
  'Tutup', // modal.close
  'Opsi dompet tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.', // modal.loadFailed
  'Coba lagi', // modal.retry
  'Kembali', // modal.back
  'Langkah ini tidak dapat dilewati. Pilih salah satu opsi di bawah untuk melanjutkan.', // modal.closeRefused
  'Hubungkan dompet', // view.Connect
  'Semua dompet', // view.AllWallets
  'Menghubungkan', // view.ConnectingExternal
  'WalletConnect', // view.ConnectingWalletConnect
  'WalletConnect', // view.ConnectingWalletConnectBasic
  'Akun', // view.Account
  'Pilih jaringan', // view.Networks
  'Ganti jaringan', // view.SwitchNetwork
  'Ganti jaringan', // view.UnsupportedChain
  'Masuk', // view.SIWXSignMessage
  'Setujui transaksi', // view.ApproveTransaction
  'Hubungkan dompet lain', // view.SwitchActiveChain
  'Konfirmasi email Anda', // view.EmailVerifyOtp
  'Setujui perangkat ini', // view.EmailVerifyDevice
  'Ubah email Anda', // view.UpdateEmailWallet
  'Konfirmasi email Anda saat ini', // view.UpdateEmailPrimaryOtp
  'Konfirmasi email baru Anda', // view.UpdateEmailSecondaryOtp
  'EVM', // chain.eip155
  'Solana', // chain.solana
  'Polkadot', // chain.polkadot
  'Bitcoin', // chain.bip122
  'Untuk menggunakan {network}, hubungkan dompet untuk {chain}.', // switchChain.body
  'Dompet yang sudah terhubung tetap terhubung.', // switchChain.keep
  'Hubungkan dompet untuk {chain}', // switchChain.connect
  'Tidak tersedia', // view.unavailable
  'WalletConnect', // group.walletConnect
  'Terbaru', // group.recent
  'Terpasang', // group.injected
  'Unggulan', // group.featured
  'Dompet lainnya', // group.custom
  'Dompet lain', // group.external
  'Direkomendasikan', // group.recommended
  'Dompet', // connect.walletsLabel
  'Terpasang', // connect.installedBadge
  'Terbaru', // connect.recentBadge
  'Semua dompet', // connect.allWallets
  'Tidak ada dompet yang ditemukan di browser ini.', // connect.noWallets
  'Pasang ekstensi dompet untuk browser, lalu muat ulang halaman ini.', // connect.noWalletsHint
  'Dompet untuk {chain}', // connect.onlyFor
  'Tidak ada dompet untuk {chain} yang ditemukan di browser ini.', // connect.noWalletsFor
  'Dapatkan {wallet}', // connect.getWallet
  '(terbuka di tab baru)', // connect.opensInNewTab
  'Belum tersedia', // connect.notAvailable
  'Dengan menghubungkan dompet, Anda menyetujui', // connect.legalAgree
  'Ketentuan Layanan', // connect.terms
  'Kebijakan Privasi', // connect.privacy
  'dan', // connect.legalAnd
  'Cari dompet', // allWallets.search
  'Di browser ini', // allWallets.inBrowser
  'Direkomendasikan', // allWallets.recommended
  'Direktori dompet', // allWallets.directory
  'Muat lebih banyak dompet', // allWallets.loadMore
  'Memuat dompet…', // allWallets.loading
  'Menampilkan {shown} dari {count} dompet', // allWallets.shown
  'Tidak ada dompet yang cocok dengan “{query}”.', // allWallets.noResults
  'Direktori dompet tidak tersedia di aplikasi ini, jadi hanya dompet yang ditemukan di browser ini yang ditampilkan.', // allWallets.directoryUnavailable
  'Direktori dompet tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.', // allWallets.directoryFailed
  'Coba lagi', // allWallets.retry
  'Lanjutkan di {wallet}', // connecting.continueIn
  'Terima permintaan koneksi di dompet Anda.', // connecting.pendingHint
  'Koneksi ditolak', // connecting.declined
  'Permintaan ditolak di {wallet}. Anda dapat mencoba lagi.', // connecting.declinedHint
  'Koneksi gagal', // connecting.failed
  'Coba lagi', // connecting.retry
  'dompet Anda', // connecting.unknownWallet
  'Pindai dengan ponsel Anda', // walletConnect.scan
  'Buka dompet yang mendukung WalletConnect di ponsel Anda dan pindai kode ini untuk terhubung.', // walletConnect.scanHint
  'Kode QR untuk terhubung dengan WalletConnect', // walletConnect.qrLabel
  'Menyiapkan kode QR…', // walletConnect.preparing
  'Salin tautan', // walletConnect.copyLink
  'Tautan disalin', // walletConnect.copied
  'Tautan tidak dapat disalin. Pilih tautan di bawah.', // walletConnect.copyFailed
  'Buka di {wallet}', // walletConnect.openIn
  'Layanan koneksi tidak dapat dijangkau. Periksa koneksi Anda dan coba lagi.', // walletConnect.relayUnreachable
  'Pindai dengan dompet WalletConnect apa pun. Jaringan yang tidak tercantum di aplikasi ini diizinkan.', // walletConnect.basicHint
  'Avatar {name}', // account.avatarOf
  'Saldo', // account.balance
  'Saldo tidak tersedia', // account.balanceUnavailable
  'Salin alamat', // account.copy
  'Disalin', // account.copied
  'Alamat disalin ke papan klip', // account.copiedToast
  'Alamat tidak dapat disalin. Pilih dan salin secara manual.', // account.copyFailed
  'Putuskan', // account.disconnect
  'Putuskan dompet ini', // account.disconnectThis
  'Putuskan semua dompet', // account.disconnectAll
  'Jaringan: {network}', // account.network
  'Fitur dompet', // account.features
  'Beli kripto', // feature.onramp
  'Tukar', // feature.swaps
  'Terima', // feature.receive
  'Kirim', // feature.send
  'Belum tersedia', // feature.notAvailable
  'Terima', // view.WalletReceive
  'Kode QR alamat Anda', // receive.qrLabel
  'Alamat Anda', // receive.address
  'Jaringan tempat Anda dapat menerima', // receive.networks
  'Kirim aset ke alamat ini hanya di salah satu jaringan berikut. Aset yang dikirim di jaringan lain bisa hilang.', // receive.networksNote
  'Beli kripto', // view.OnRampProviders
  'Pembelian kripto tidak tersedia di wilayah Anda.', // onramp.restricted
  'Memuat yang dapat Anda beli…', // onramp.loading
  'Tidak ada yang dapat dibeli di jaringan ini.', // onramp.nothing
  'Anda membeli', // onramp.purchaseCurrency
  'Anda membayar dengan', // onramp.paymentCurrency
  'Metode pembayaran', // onramp.method
  'Kartu', // onramp.method.card
  'Transfer bank', // onramp.method.bank
  'Jumlah ({currency})', // onramp.amount
  'Pilihan jumlah', // onramp.presets
  'Antara {min} dan {max} {currency}.', // onramp.limits
  'Pembayaran minimum adalah {min} {currency}.', // onramp.belowMin
  'Pembayaran maksimum adalah {max} {currency}.', // onramp.aboveMax
  'Penyedia', // onramp.providers
  'biaya {fee}', // onramp.fee
  'Mengambil penawaran harga…', // onramp.quoting
  'Anda menerima sekitar {amount} {symbol}', // onramp.quote
  'Termasuk biaya {fee} {currency}', // onramp.quoteFee
  'Beli dengan {provider}', // onramp.buy
  'Membuka halaman pembayaran…', // onramp.opening
  'Selesaikan pembelian di jendela pembayaran.', // onramp.waiting
  'Pembelian selesai: saldo Anda sudah diperbarui.', // onramp.done
  'Dibeli', // activity.op.buy
  'Tukar', // view.Swap
  'Memuat token yang dapat Anda tukar…', // swap.loading
  'Coba lagi', // swap.retry
  'Anda membayar', // swap.pay
  'Anda menerima', // swap.receive
  'Saldo: {amount} {symbol}', // swap.balance
  'sekitar {value}', // swap.usdValue
  'Maks', // swap.max
  'Balik token', // swap.flip
  'Token untuk membayar', // swap.chooseFrom
  'Token yang diterima', // swap.chooseTo
  'belum dipilih', // swap.noToken
  'Pilih', // swap.selectToken
  'Pilih token untuk membayar', // swap.pickFrom
  'Pilih token yang diterima', // swap.pickTo
  'Cari token', // swap.search
  'Nama, simbol, atau alamat', // swap.searchPlaceholder
  'Tidak ada token yang cocok.', // swap.noMatch
  'Batal', // swap.cancel
  'Kurs', // swap.rate
  '1 {from} = {rate} {to}', // swap.rateValue
  'Dampak harga', // swap.priceImpact
  'Biaya jaringan', // swap.networkFee
  'Slippage maks.', // swap.slippage
  'Minimum diterima', // swap.minimumReceived
  'Tidak diketahui', // swap.unknown
  'Pilih token', // swap.button.selectToken
  'Masukkan jumlah', // swap.button.enterAmount
  'Saldo tidak cukup', // swap.button.insufficient
  'Mengambil penawaran harga…', // swap.button.quoting
  'Setujui & tukar', // swap.button.approveAndSwap
  'Tukar', // swap.button.swap
  'Menyetujui…', // swap.button.approving
  'Menukar…', // swap.button.swapping
  'Setujui token di dompet Anda, lalu konfirmasi penukaran…', // swap.waitingApprove
  'Konfirmasi penukaran di dompet Anda…', // swap.waiting
  '{from} ditukar dengan {to}: transaksi telah dikonfirmasi.', // swap.done
  'Tanda tangan ditolak. Tidak ada yang ditukar.', // swap.declined
  'Kirim', // view.WalletSend
  'Tinjau pengiriman', // view.WalletSendPreview
  'Token', // send.token
  '{symbol} · {amount} tersedia', // send.tokenOption
  'Memuat token Anda…', // send.tokensLoading
  'Jumlah', // send.amount
  'Maks', // send.max
  'Ke', // send.to
  'Alamat atau nama', // send.toPlaceholder
  'Lanjutkan', // send.continue
  'Memeriksa…', // send.checking
  'Masukkan jumlah.', // send.problem.AMOUNT_MISSING
  'Jumlah harus berupa angka, misalnya 0.5.', // send.problem.AMOUNT_NOT_NUMERIC
  'Jumlah harus lebih dari 0.', // send.problem.AMOUNT_NOT_POSITIVE
  'Jumlah memiliki lebih banyak desimal daripada yang diizinkan token ini.', // send.problem.AMOUNT_TOO_PRECISE
  'Masukkan alamat atau nama.', // send.problem.RECEIVER_MISSING
  'Ini bukan alamat yang valid untuk jaringan ini.', // send.problem.RECEIVER_INVALID
  'Tidak ada alamat yang ditemukan untuk nama ini.', // send.problem.RECEIVER_NAME_UNRESOLVED
  'Pilih token.', // send.problem.TOKEN_MISSING
  'Token ini berada di jaringan yang berbeda dari yang terhubung.', // send.problem.TOKEN_NETWORK_NOT_ACTIVE
  'Pengiriman tidak didukung di jaringan ini.', // send.problem.NAMESPACE_UNSUPPORTED
  'Saldo tidak cukup.', // send.problem.INSUFFICIENT_BALANCE
  'Jumlah', // send.preview.amount
  'Nilai', // send.preview.value
  'Biaya jaringan', // send.preview.fee
  'Tidak dapat diperkirakan', // send.preview.feeUnknown
  'Ke', // send.preview.to
  'Kirim', // send.send
  'Batal', // send.cancel
  'Konfirmasi transaksi di dompet Anda…', // send.waiting
  'Tanda tangan ditolak. Tidak ada yang dikirim.', // send.declined
  'Transaksi tidak dapat dikirim: {reason}', // send.failed
  '{amount} {symbol} terkirim: transaksi telah dikonfirmasi.', // send.confirmed
  'Transaksi {amount} {symbol} gagal.', // send.settledFailed
  'Bayar', // view.Pay
  '{dapp} meminta pembayaran', // pay.requestedBy
  'Permintaan pembayaran', // pay.request
  'Nilai', // pay.value
  'Jaringan', // pay.network
  'Ke', // pay.to
  'Bayar', // pay.pay
  'Batal', // pay.cancel
  'Permintaan pembayaran ini tidak valid.', // pay.invalid
  'Hubungkan dompet untuk membayar.', // pay.connect
  'Hubungkan dompet', // pay.connectButton
  'Pembayaran ini ada di {network}. Ganti jaringan untuk membayar.', // pay.wrongNetwork
  'Beralih ke {network}', // pay.switch
  'Konfirmasi pergantian jaringan di dompet Anda…', // pay.switching
  'Jaringan tidak berganti: {reason}', // pay.switchFailed
  'Konfirmasi pembayaran di dompet Anda…', // pay.waiting
  'Menunggu jaringan mengonfirmasi pembayaran…', // pay.confirming
  '{amount} {symbol} dibayar.', // pay.confirmed
  'Selesai', // pay.done
  'Tanda tangan ditolak. Tidak ada yang dibayar.', // pay.declined
  '{symbol} tidak cukup untuk membayar.', // pay.insufficient
  'Beli kripto', // pay.buy
  'Pembayaran gagal: {reason}', // pay.failed
  'Aset Anda', // tabs.label
  'Token', // tabs.tokens
  'NFT', // tabs.nfts
  'Aktivitas', // tabs.activity
  'Saldo token memerlukan layanan data yang belum terhubung ke aplikasi ini.', // tabs.tokensEmpty
  'NFT memerlukan layanan data yang belum terhubung ke aplikasi ini.', // tabs.nftsEmpty
  'Riwayat transaksi Anda memerlukan layanan data yang belum terhubung ke aplikasi ini.', // tabs.activityEmpty
  'Pilih nama', // view.RegisterAccountName
  'Nama terdaftar', // view.RegisterAccountNameSuccess
  'Pilih nama', // names.open
  'Nama Anda', // names.label
  'Minimal 4 huruf, angka, atau tanda hubung.', // names.hint
  'Gunakan minimal 4 karakter: hanya huruf, angka, dan tanda hubung.', // names.invalid
  'Nama ini sudah dipakai. Coba yang lain.', // names.taken
  'Mencari nama…', // names.loadingSuggestions
  'Saran', // names.suggestions
  'Sudah dipakai', // names.registered
  'Tersedia', // names.available
  'Daftarkan', // names.register
  'Konfirmasi di dompet Anda…', // names.registering
  '{name} milik Anda', // names.success
  'Kembali ke akun Anda', // names.backToAccount
  'Memuat saldo token…', // tokens.loading
  'Belum ada token di jaringan ini.', // tokens.empty
  'Nilai total', // tokens.total
  'Harga {price}', // tokens.price
  'Tanpa harga', // tokens.unpriced
  'Coba lagi', // tokens.retry
  'Memuat NFT…', // nfts.loading
  'Belum ada NFT di jaringan ini.', // nfts.empty
  'NFT yang diterima dalam transaksi yang dimuat sejauh ini.', // nfts.source
  'Gambar {name}', // nfts.imageOf
  'NFT tidak tersedia di jaringan ini.', // nfts.unsupported
  'Memuat aktivitas…', // activity.loading
  'Belum ada transaksi di jaringan ini.', // activity.empty
  'Memuat transaksi lainnya…', // activity.loadingMore
  'Muat lebih banyak', // activity.more
  'Aktivitas tidak tersedia di jaringan ini.', // activity.unsupported
  'Coba lagi', // activity.retry
  'Gagal', // activity.failed
  'Tertunda', // activity.pending
  'Dikirim', // activity.op.send
  'Diterima', // activity.op.receive
  'Dicetak', // activity.op.mint
  'Ditukar', // activity.op.trade
  'Disetujui', // activity.op.approve
  'Kontrak di-deploy', // activity.op.deploy
  'Panggilan kontrak', // activity.op.execute
  'Transaksi', // activity.op.other
  'Tidak ada transfer', // activity.noTransfers
  'Daftar jaringan', // networks.label
  'Jaringan saat ini', // networks.current
  'Jaringan tidak didukung ({id})', // networks.unknown
  'Beralih…', // networks.switching
  'Beralih ke {network}', // switch.switching
  'Setujui pergantian di dompet Anda.', // switch.approveInWallet
  'Pergantian jaringan ditolak', // switch.declined
  'Tidak dapat beralih ke {network}: {reason}', // switch.failed
  'Aplikasi ini tidak mendukung jaringan dompet Anda ({network}). Beralihlah ke jaringan yang didukung untuk melanjutkan.', // unsupported.body
  'Jaringan yang didukung', // unsupported.choose
  'Putuskan saja', // unsupported.disconnect
  '{app} meminta Anda masuk', // siwx.heading
  'Tanda tangani pesan di {wallet} untuk membuktikan bahwa dompet ini milik Anda. Menandatangani gratis dan tidak mengirim transaksi.', // siwx.body
  'Di sini Anda wajib masuk: membatalkan akan memutuskan dompet Anda.', // siwx.requiredHint
  'Setujui permintaan tanda tangan di {wallet}.', // siwx.approveInWallet
  'Tanda tangani', // siwx.sign
  'Menandatangani…', // siwx.signing
  'Batal', // siwx.cancel
  'Aplikasi ini', // siwx.thisApp
  'Masuk dengan email', // email.section
  'Alamat email', // email.label
  'Lanjutkan', // email.continue
  'Mengirim…', // email.sending
  'Masukkan kode yang dikirim ke {email}', // otp.heading
  'Kode verifikasi', // otp.group
  'Digit {n} dari 6', // otp.digit
  'Memeriksa kode…', // otp.verifying
  'Kirim ulang kode', // otp.resend
  'Kode baru sedang dikirim ke {email}', // otp.resent
  'Periksa kotak masuk Anda: setujui perangkat ini dari tautan yang kami kirim ke {email}', // device.heading
  'Menunggu persetujuan Anda…', // device.waiting
  'Coba lagi', // device.retry
  'Perbarui email', // account.updateEmail
  'Email diperbarui', // account.emailUpdated
  'Email baru', // updateEmail.label
  'Email Anda saat ini adalah {email}. Kami mengirim kode ke sana terlebih dahulu, lalu satu lagi ke alamat baru.', // updateEmail.current
  'Setujui permintaan di jendela dompet', // approve.waiting
  'Membatalkan akan menolak permintaan.', // approve.cancelHint
  'Tidak ada yang menunggu persetujuan', // approve.nothing
  'Batal', // approve.cancel
  'Layar ini tidak tersedia di versi aplikasi ini.', // unavailable.body
  'Notifikasi', // toast.region
  'Tutup', // alert.dismiss
  'Terjadi kesalahan. Silakan coba lagi.', // error.generic
  'Silakan coba lagi setelah {n} detik', // error.EMAIL_LOGIN_COOLDOWN
  'Saldo token tidak tersedia', // error.TOKEN_BALANCE_UNAVAILABLE
  'Jaringan tidak didukung untuk penukaran', // error.SWAPS_NETWORK_NOT_SUPPORTED
  'Jaringan tidak didukung untuk harga gas', // error.GAS_PRICE_NETWORK_NOT_SUPPORTED
  'Terjadi masalah saat memulai autentikasi', // error.SIWX_INIT_FAILED
  'Tanda tangan ditolak', // error.SIGNATURE_DECLINED
  'Aplikasi ini mungkin tidak mendukung Smart Accounts', // error.SMART_ACCOUNT_SIGNATURE_DECLINED
  'Dompet masuk dengan akun lain', // error.SIWX_WRONG_ACCOUNT
  'Email tidak valid', // error.INVALID_EMAIL
  'Masukkan kode 6 digit', // error.INVALID_OTP
  'Gagal mengambil transaksi', // error.TRANSACTIONS_FETCH_FAILED
  'Tindakan tidak diizinkan', // error.RPC_NOT_ALLOWED_UI
  'Permintaan dibatalkan', // error.FRAME_RPC_ABORTED
  'Terjadi kesalahan', // error.FRAME_REQUEST_ABORTED
  'Terjadi galat', // error.FRAME_ERROR_REPLY
  'Login email tidak dapat dimuat', // error.FRAME_LOAD_FAILED
  'Jaringan tidak ditemukan', // error.NETWORK_NOT_FOUND
  'Chain tidak didukung', // error.CHAIN_NOT_SUPPORTED
  'Galat saat mencari nama', // error.NAME_RESOLVE_FAILED
  'Galat saat mengambil saran nama', // error.NAME_SUGGESTIONS_FAILED
  'Tidak dapat memuat yang dapat Anda beli', // error.ONRAMP_OPTIONS_FAILED
  'Tidak dapat mengambil penawaran harga', // error.ONRAMP_QUOTE_FAILED
  'Tidak dapat membuka halaman pembayaran', // error.ONRAMP_CHECKOUT_FAILED
  'Tidak dapat memuat token untuk ditukar', // error.SWAP_TOKENS_FAILED
  'Tidak dapat mengambil penawaran penukaran', // error.SWAP_QUOTE_FAILED
  'Tidak dapat menyiapkan penukaran', // error.SWAP_BUILD_FAILED
  'Galat saat mengambil nama untuk alamat', // error.NAMES_FOR_ADDRESS_FAILED
  'Galat saat mendaftarkan nama', // error.NAME_REGISTER_FAILED
  'Gagal memutuskan chain', // error.DISCONNECT_FAILED
  'Terjadi galat yang tidak terduga', // error.UNEXPECTED_ERROR
  'Dompet tidak dapat menyelesaikan permintaan', // error.WALLET_REQUEST_FAILED
  'Operasi dibatalkan', // error.OPERATION_ABORTED
  'Permintaan ke server gagal', // error.HTTP_REQUEST_FAILED
  'Dompet tersemat tidak merespons tepat waktu', // error.FRAME_REQUEST_TIMEOUT
  'Jaringan tidak ditemukan', // alert.APKT001.title
  'Konfigurasi aplikasi tidak valid', // alert.APKT002.title
  'Gagal memuat dompet', // alert.APKT003.title
  'Waktu permintaan dompet habis', // alert.APKT004.title
  'Domain belum diverifikasi', // alert.APKT005.title
  'Sesi berakhir', // alert.APKT006.title
  'ID proyek tidak valid', // alert.APKT007.title
  'ID proyek tidak ada', // alert.APKT008.title
  'Galat server', // alert.APKT009.title
  'Terlalu banyak permintaan', // alert.APKT010.title
  'Beralih ke akun pintar Anda', // account.toSmartAccount
  'Beralih ke EOA Anda', // account.toEoa
  'Masuk', // view.ConnectingSocial
  'Masuk dengan akun sosial', // social.section
  'Opsi lainnya ({count})', // social.more
  'Masuk dengan {provider}', // social.heading
  'Lanjutkan di jendela {provider}…', // social.waiting
  'Batal', // social.cancel
  'Jendela masuk diblokir. Izinkan pop-up untuk situs ini lalu coba lagi.', // social.popupBlocked
  'Jendela masuk ditutup sebelum Anda masuk.', // social.popupClosed
  'Proses masuk tidak selesai. Silakan coba lagi.', // social.failed
  'Masuk dengan Farcaster', // view.ConnectingFarcaster
  'Menyiapkan kode Anda…', // farcaster.preparing
  'Kode QR untuk masuk dengan Farcaster', // farcaster.qrLabel
  'Pindai dengan ponsel Anda', // farcaster.scan
  'Pindai kode ini dengan aplikasi Farcaster, atau buka tautannya di ponsel Anda.', // farcaster.scanHint
  'Buka di Farcaster', // farcaster.open
  'Kode ini sudah kedaluwarsa.', // farcaster.expired
  'Dapatkan kode baru', // farcaster.newCode
]

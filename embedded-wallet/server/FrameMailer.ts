import type { FrameStore, OutboxMail } from './store/FrameStore.js'

/** Where to also deliver mails by SMTP (plain, unauthenticated: a local relay or a test server). */
export interface SmtpOptions {
  readonly host: string
  readonly port: number
  /** Default `walletport <no-reply@localhost>`. */
  readonly from?: string
}

type Sender = (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown>

/**
 * Sends the frame's two mails, a login code and a device link: always into the outbox (the demo
 * reads codes there), and by SMTP too when configured. nodemailer is loaded only then.
 * @example await mailer.sendCode('a@example.com', '042917')
 */
export class FrameMailer {
  readonly #store: FrameStore
  readonly #smtp: SmtpOptions | undefined
  readonly #log: (line: string) => void
  #sender: Promise<Sender> | undefined

  constructor(options: { readonly store: FrameStore; readonly smtp?: SmtpOptions; readonly log?: (line: string) => void }) {
    this.#store = options.store
    this.#smtp = options.smtp
    this.#log = options.log ?? (() => undefined)
  }

  sendCode(to: string, code: string): Promise<OutboxMail> {
    return this.#send({ to, kind: 'otp', code }, 'Your walletport code', `Your code is ${code}. It is valid for 10 minutes.`)
  }

  sendDeviceLink(to: string, link: string): Promise<OutboxMail> {
    return this.#send({ to, kind: 'device', link }, 'Approve this device', `Someone is signing in to your wallet on a new device. If it is you, open:\n${link}\n\nThe link is valid for 10 minutes.`)
  }

  async #send(mail: Omit<OutboxMail, 'sentAt'>, subject: string, text: string): Promise<OutboxMail> {
    const recorded = await this.#store.recordMail(mail)
    if (this.#smtp) {
      const send = await (this.#sender ??= smtpSender(this.#smtp))
      // The outbox already holds the mail: an SMTP failure is logged, not turned into a failed login.
      await send({ from: this.#smtp.from ?? 'walletport <no-reply@localhost>', to: mail.to, subject, text }).catch((error: unknown) =>
        this.#log(`smtp: could not deliver to ${mail.to}: ${error instanceof Error ? error.message : String(error)}`),
      )
    }
    return recorded
  }
}

async function smtpSender(smtp: SmtpOptions): Promise<Sender> {
  const { createTransport } = await import('nodemailer')
  const transport = createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true })
  return (message) => transport.sendMail(message)
}

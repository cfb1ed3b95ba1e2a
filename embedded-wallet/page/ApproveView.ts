import type { Clock } from '../../ports/Clock.js'
import type { ApprovalRequest, Approver } from './Approver.js'
import { describeApproval } from './describeApproval.js'
import type { ThemePayload } from './framePayloadSchemas.js'
import { userRejected } from './FrameRequestError.js'
import { VisibilityGate, type ObserverFactory } from './VisibilityGate.js'

/** The document to draw in, and the observer and clock that time the Approve gate. */
export interface ApproveViewOptions {
  readonly document: Document
  /** Where the view goes. Default `document.body`. */
  readonly container?: Element
  readonly createObserver: ObserverFactory
  readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  /** Default 500. */
  readonly visibleMs?: number
}

interface Pending {
  readonly request: ApprovalRequest
  readonly resolve: () => void
  readonly reject: (error: unknown) => void
}

const THEME_VARIABLE = /^--wp-[a-z0-9-]{1,60}$/

/**
 * The frame's own approve UI: one request at a time (the rest wait in a queue), the pinned
 * requesting origin, the decoded call, Reject and Approve. Approve stays disabled until the
 * frame has been visible for 500 ms without a break, counted again for every request.
 * Everything shown is set with `textContent`; nothing from the app becomes markup.
 * @example const approver = new ApproveView({ document, createObserver, clock }); await approver.approve(request)
 */
export class ApproveView implements Approver {
  readonly #document: Document
  readonly #root: HTMLElement
  readonly #gate: VisibilityGate
  readonly #queue: Pending[] = []
  #approveButton: HTMLButtonElement | undefined
  #hint: HTMLElement | undefined
  #shown: Pending | undefined

  constructor(options: ApproveViewOptions) {
    this.#document = options.document
    this.#root = this.#document.createElement('main')
    this.#root.className = 'wp-approve'
    this.#root.hidden = true
    this.#root.setAttribute('aria-labelledby', 'wp-approve-title')
    this.#root.setAttribute('data-theme', 'light')
    ;(options.container ?? this.#document.body).append(this.#root)
    this.#gate = new VisibilityGate({
      target: this.#document.documentElement,
      createObserver: options.createObserver,
      clock: options.clock,
      ...(options.visibleMs === undefined ? {} : { delayMs: options.visibleMs }),
      onChange: () => this.#syncApprove(),
    })
  }

  /** The view's root element (tests, and the page's theme). */
  get element(): HTMLElement {
    return this.#root
  }

  /** Requests waiting, the shown one included. */
  get size(): number {
    return this.#queue.length
  }

  approve(request: ApprovalRequest): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ request, resolve, reject })
      if (!this.#shown) this.#showNext()
      else this.#renderQueueNote()
    })
  }

  cancel(id: string): void {
    const index = this.#queue.findIndex((pending) => pending.request.id === id)
    if (index === -1) return
    const [pending] = this.#queue.splice(index, 1)
    if (pending === this.#shown) this.#showNext()
    else this.#renderQueueNote()
  }

  /** SYNC_THEME: light/dark and the app's `--wp-*` variables, set through the CSSOM (CSP-safe). */
  applyTheme(theme: ThemePayload): void {
    this.#root.setAttribute('data-theme', theme.themeMode)
    for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
      if (THEME_VARIABLE.test(name)) this.#root.style.setProperty(name, String(value))
    }
  }

  #showNext(): void {
    const next = this.#queue[0]
    this.#shown = next
    this.#root.replaceChildren()
    if (!next) {
      this.#root.hidden = true
      this.#approveButton = undefined
      this.#hint = undefined
      this.#gate.stop()
      return
    }
    this.#render(next)
    this.#root.hidden = false
    this.#gate.start()
    // Every request earns its own 500 ms: a double click cannot approve the one behind it.
    this.#gate.restart()
    this.#syncApprove()
  }

  #render(pending: Pending): void {
    const description = describeApproval(pending.request.call)
    const heading = this.#element('h1', description.title)
    heading.id = 'wp-approve-title'
    heading.tabIndex = -1
    const origin = this.#element('p', 'Requested by ')
    origin.className = 'wp-origin'
    origin.append(this.#element('strong', pending.request.origin))
    const fields = this.#element('dl')
    fields.className = 'wp-fields'
    for (const field of description.fields) fields.append(this.#element('dt', field.label), this.#element('dd', field.value))
    this.#root.append(heading, origin, fields)
    if (description.detail) {
      const detail = this.#element('pre', description.detail.text)
      detail.className = 'wp-detail'
      // Focusable so keyboard users can scroll a long message.
      detail.tabIndex = 0
      detail.setAttribute('aria-label', description.detail.label)
      this.#root.append(detail)
    }
    const note = this.#element('p')
    note.className = 'wp-queue'
    note.setAttribute('aria-live', 'polite')
    const hint = this.#element('p', 'Approve becomes available once this window has been visible for a moment.')
    hint.className = 'wp-hint'
    hint.id = 'wp-approve-hint'
    const actions = this.#element('div')
    actions.className = 'wp-actions'
    const reject = this.#button('Reject', 'wp-reject', () => this.#settle(pending, false))
    const approve = this.#button('Approve', 'wp-approve-button', () => this.#settle(pending, true))
    approve.setAttribute('aria-describedby', 'wp-approve-hint')
    actions.append(reject, approve)
    this.#root.append(note, hint, actions)
    this.#approveButton = approve
    this.#hint = hint
    this.#renderQueueNote()
    heading.focus()
  }

  #settle(pending: Pending, approved: boolean): void {
    if (this.#shown !== pending) return
    if (approved && !this.#gate.open) return
    this.#queue.shift()
    if (approved) pending.resolve()
    else pending.reject(userRejected())
    this.#showNext()
  }

  #syncApprove(): void {
    const button = this.#approveButton
    if (!button) return
    button.disabled = !this.#gate.open
    if (this.#hint) this.#hint.hidden = this.#gate.open
  }

  #renderQueueNote(): void {
    const note = this.#root.querySelector('.wp-queue')
    if (!note) return
    const waiting = this.#queue.length - 1
    note.textContent = waiting > 0 ? `${waiting} more request${waiting === 1 ? '' : 's'} waiting` : ''
  }

  #element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
    const element = this.#document.createElement(tag)
    if (text !== undefined) element.textContent = text
    return element
  }

  #button(label: string, className: string, onClick: () => void): HTMLButtonElement {
    const button = this.#element('button', label)
    button.type = 'button'
    button.className = className
    button.addEventListener('click', onClick)
    return button
  }
}

/** @jsxImportSource react */
import type { ReactNode } from 'react'

/** One panel of the demo page: a titled section. */
export function Panel({ title, children, id }: { readonly title: string; readonly children: ReactNode; readonly id: string }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** One labelled value of a panel, with the test id end-to-end tests read it by. */
export function Row({ label, children, testId }: { readonly label: string; readonly children: ReactNode; readonly testId: string }) {
  return (
    <div className="row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

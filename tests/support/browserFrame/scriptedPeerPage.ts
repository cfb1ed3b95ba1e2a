// The frame page of the browser contract suite (bundled by esbuild, served on another site):
// a scripted peer in a real cross-site iframe. It hears only its parent at the parent's origin,
// answers as the test scripted, leaves the rest unanswered, and posts READY once loaded.
import type { PeerStep, ScriptedPeer, ScriptedPeerWindow } from './frameUnderTestApi.js'

const appOrigin = location.ancestorOrigins[0] ?? ''
const steps = new Map<string, PeerStep[]>()
const held = new Map<string, string>()
const received: Array<{ type: string; id: string; payload?: unknown }> = []
const post = (data: unknown): void => window.parent.postMessage(data, appOrigin)

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent || event.origin !== appOrigin) return
  const { type, id, payload } = event.data as { type: string; id: string; payload?: unknown }
  received.push({ type, id, payload })
  const name = type.replace('@w3m-app/', '')
  const step = steps.get(name)?.shift()
  if (!step) return
  if ('hold' in step) held.set(id, name)
  else if ('reply' in step) post({ type: `@w3m-frame/${name}_SUCCESS`, id, payload: step.reply })
  else post({ type: `@w3m-frame/${name}_ERROR`, id, payload: step.error === undefined ? {} : { message: step.error } })
})

const peer: ScriptedPeer = {
  script: (type, step) => steps.set(type, [...(steps.get(type) ?? []), step]),
  send: post,
  release: (id, payload) => {
    const name = held.get(id)
    if (name === undefined) throw new Error(`no held request ${id}`)
    held.delete(id)
    post({ type: `@w3m-frame/${name}_SUCCESS`, id, payload })
  },
  received,
}
;(window as unknown as { scriptedPeer: ScriptedPeerWindow['scriptedPeer'] }).scriptedPeer = peer
post({ type: '@w3m-frame/READY' })

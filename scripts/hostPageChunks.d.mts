import type { Rolldown } from 'vite'

/** Builds `fixture` and returns its initial and lazy chunks (rolldown output chunks); React external unless `react: 'bundled'`. */
export function hostPageChunks(fixture: 'host-page' | 'host-page-lazy' | 'adapter-page' | 'adapter-page-lazy', options?: { readonly react?: 'external' | 'bundled' }): Promise<{ initial: Rolldown.OutputChunk[]; lazy: Rolldown.OutputChunk[] }>

import type { Rolldown } from 'vite'

/** Builds `fixture` and returns its initial and lazy chunks (rolldown output chunks). */
export function hostPageChunks(fixture: 'host-page' | 'host-page-lazy' | 'adapter-page' | 'adapter-page-lazy'): Promise<{ initial: Rolldown.OutputChunk[]; lazy: Rolldown.OutputChunk[] }>

/**
 * The instance's lazy chunk (`core/useCases.ts`: the use cases and the rest of the code an
 * instance defers), imported on demand. Everything that loads it goes through here.
 */
export const importUseCases = () => import('../useCases.js')

/** The chunk's exports. */
export type UseCases = Awaited<ReturnType<typeof importUseCases>>

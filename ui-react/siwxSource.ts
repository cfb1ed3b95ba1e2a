import type { SiwxState } from '../core/index.js'
import { perInstanceSource } from './perInstanceSource.js'

/** The instance's sign-in state (`watchSiwx` / `getSiwx()`) as a React source, one per instance. */
export const siwxSourceOf = perInstanceSource<SiwxState>((walletport, onChange) => walletport.watchSiwx(onChange), (walletport) => walletport.getSiwx())

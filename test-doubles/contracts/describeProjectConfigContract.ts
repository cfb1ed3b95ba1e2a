import { describe, expect, it } from 'vitest'
import { BaseError } from '../../core/errors/BaseError.js'
import { isAbortError } from '../../core/errors/AbortedError.js'
import type { RemoteFeatures } from '../../core/options/WalletportOptions.js'
import type { ProjectConfig } from '../../ports/ProjectConfig.js'

/** A ProjectConfig under test and what its project holds. */
export interface ProjectConfigHarness {
  readonly config: ProjectConfig
  /** The flags the project states (at least one). */
  readonly features: RemoteFeatures
  readonly allowedOrigins: readonly string[]
  readonly teardown?: () => void | Promise<void>
}

/**
 * Registers the ProjectConfig port's contract: the stated flags (and only those), the allowed
 * origins, and abort as a typed error.
 * @example describeProjectConfigContract('InMemoryProjectConfig', () => ({ config, features, allowedOrigins }))
 */
export function describeProjectConfigContract(name: string, setup: () => ProjectConfigHarness | Promise<ProjectConfigHarness>): void {
  const run = (body: (harness: ProjectConfigHarness) => Promise<void>) => async () => {
    const harness = await setup()
    try {
      await body(harness)
    } finally {
      await harness.teardown?.()
    }
  }

  describe(`ProjectConfig contract: ${name}`, () => {
    it(
      'getFeatures: exactly the flags the project states',
      run(async ({ config, features }) => {
        expect(await config.getFeatures()).toEqual(features)
      }),
    )

    it(
      'getAllowedOrigins: the project list, in order',
      run(async ({ config, allowedOrigins }) => {
        expect(await config.getAllowedOrigins()).toEqual(allowedOrigins)
      }),
    )

    it(
      'abort: a fired signal rejects with a typed abort error',
      run(async ({ config }) => {
        const controller = new AbortController()
        controller.abort()

        const errors = await Promise.all([
          config.getFeatures({ signal: controller.signal }).catch((caught: unknown) => caught),
          config.getAllowedOrigins({ signal: controller.signal }).catch((caught: unknown) => caught),
        ])

        for (const error of errors) {
          expect(error).toBeInstanceOf(BaseError)
          expect(isAbortError(error)).toBe(true)
        }
      }),
    )
  })
}

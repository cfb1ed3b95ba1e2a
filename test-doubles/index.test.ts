import { expect, it } from 'vitest'
import * as contracts from './contracts/index.js'
import * as testing from './index.js'

it('walletport/testing: the export list is deliberate', () => {
  expect(Object.keys(testing).sort()).toEqual([
    'BATCH_EXECUTOR_ADDRESS',
    'DEFAULT_MICROTASK_TURNS',
    'Eip1193TestWallet',
    'FAKE_CONNECTOR_ID',
    'FAKE_EMBEDDED_USER',
    'FAKE_OTP',
    'FakeChainAdapter',
    'FakeEmbeddedWalletFrame',
    'InMemoryBlockchainApi',
    'InMemoryProjectConfig',
    'InMemoryStorage',
    'InMemoryWalletDirectory',
    'InMemoryWebStorage',
    'MANUAL_CLOCK_START',
    'ManualClock',
    'RecordingTelemetry',
    'WalletStandardError',
    'WalletStandardTestWallet',
    'deployBatchExecutor',
    'flushMicrotasks',
  ])
})

it('walletport/testing/contracts: the export list is deliberate', () => {
  expect(Object.keys(contracts).sort()).toEqual([
    'describeBlockchainApiContract',
    'describeChainAdapterContract',
    'describeClockContract',
    'describeEmbeddedWalletFrameContract',
    'describeProjectConfigContract',
    'describeStorageContract',
    'describeTelemetryContract',
    'describeWalletDirectoryContract',
  ])
})

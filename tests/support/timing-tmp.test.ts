import { it } from 'vitest'
import { startAnvil } from './anvil.js'
it('timing', async () => {
for (let i = 0; i < 5; i++) {
  const t = performance.now()
  const a = await startAnvil()
  const t2 = performance.now()
  await a.stop()
  console.log('start', (t2 - t).toFixed(0), 'stop', (performance.now() - t2).toFixed(0))
}
})

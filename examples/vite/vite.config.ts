import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  // rxjs's ES2015 build rather than its ES5 one: less code to parse before the first paint.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
})

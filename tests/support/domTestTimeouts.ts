// Unit-project setup: jsdom tests wait up to 5 s in findBy*/waitFor (testing-library's default
// is 1 s). The modal is a dynamic import; with the whole suite loading two cores, its first
// import can take longer than a second, which would fail those waits without any bug.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5_000 })
}

export {}

// The API tests' frame page: bundling it is instant, whatever the real page grows into.
export {}

// What the demo page reads from its URL, in the page's first chunk (nothing heavy imported here).

/** What the demo asks for when the query says so: `?siwx=required`. */
export function isSiwxRequired(query: URLSearchParams): boolean {
  return query.get('siwx') === 'required'
}

// The `locale` option's grammar (core/options/optionsSchema.ts); any other tag would make createWalletport refuse its options.
const LOCALE = /^([a-z]{2,3})((?:-[a-z0-9]{2,8})*)$/i

/**
 * `?locale=de`: the UI language to try, as the `locale` option accepts it (the language subtag
 * lower case), or undefined for anything else, so a mistyped link shows the default language
 * instead of a demo that cannot start.
 * @example demoLocale(new URLSearchParams('?locale=DE')) // 'de'
 */
export function demoLocale(query: URLSearchParams): string | undefined {
  const [, language, rest] = LOCALE.exec(query.get('locale') ?? '') ?? []
  return language === undefined ? undefined : `${language.toLowerCase()}${rest ?? ''}`
}

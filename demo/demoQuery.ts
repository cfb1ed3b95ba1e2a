// What the demo page reads from its URL, in the page's first chunk (nothing heavy imported here).

/** What the demo asks for when the query says so: `?siwx=required`. */
export function isSiwxRequired(query: URLSearchParams): boolean {
  return query.get('siwx') === 'required'
}

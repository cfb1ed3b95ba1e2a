/** A token's logo, decorative (its symbol is beside it). */
export function TokenLogo({ url }: { readonly url: string }) {
  return <img src={url} alt="" width={20} height={20} css={{ borderRadius: '50%', flexShrink: 0 }} />
}

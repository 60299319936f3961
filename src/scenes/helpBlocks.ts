/** How to play's building blocks: a heading, a point, or keys with what they do. */
export type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'point'; readonly text: string }
  | { readonly kind: 'keys'; readonly keys: readonly string[]; readonly text: string };

export const h = (text: string): Block => ({ kind: 'heading', text });
export const p = (text: string): Block => ({ kind: 'point', text });
export const k = (keys: readonly string[], text: string): Block => ({ kind: 'keys', keys, text });

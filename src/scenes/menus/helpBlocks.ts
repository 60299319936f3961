/** How to play's pages are made of these blocks: a heading, a point, keys and what they do, a picture. */
import type { HelpPictureName } from '../../view/helpPictures';

export type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'point'; readonly text: string }
  | { readonly kind: 'keys'; readonly keys: readonly string[]; readonly text: string }
  | { readonly kind: 'picture'; readonly name: HelpPictureName };

export const h = (text: string): Block => ({ kind: 'heading', text });
export const p = (text: string): Block => ({ kind: 'point', text });
export const k = (keys: readonly string[], text: string): Block => ({ kind: 'keys', keys, text });
export const picture = (name: HelpPictureName): Block => ({ kind: 'picture', name });

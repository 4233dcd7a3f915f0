/**
 * User text (a name, an address) put into a translated sentence, wrapped in Unicode's first-strong isolate (U+2068 …
 * U+2069): the text-level twin of <bdi>, for interpolations where no element can go. A right-to-left name, or one
 * carrying bidi controls, then cannot reorder the sentence around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

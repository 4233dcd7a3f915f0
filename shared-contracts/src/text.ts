/**
 * User text (a name, an address) put into a translated sentence, wrapped in Unicode's first-strong isolate (U+2068 …
 * U+2069): the text-level twin of <bdi>, for interpolations where no element can go. A right-to-left name, or one
 * carrying bidi controls, then cannot reorder the sentence around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** Unicode's bidi controls: the marks (ALM, LRM, RLM), embeddings and overrides (U+202A–E) and isolates (U+2066–9). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/**
 * Names the tab. A title is one line of plain text that the browser also shows in its history, bookmarks and share
 * sheets, where isolates and marks show as stray characters; so none go in, not even a user's own (an override in a
 * name cannot turn the title around then either). On the page, user text stays isolated: <bdi>, `isolate`.
 */
export function setDocumentTitle(title: string): void {
  document.title = withoutBidiControls(title);
}

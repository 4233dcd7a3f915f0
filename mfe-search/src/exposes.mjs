// Pages of this remote arrive with its own issue; until then the shell shows its 'unavailable' notice.
export const exposes = {};

// Stands in for stylesheets in unit tests (jest.config.mjs maps `*.css` here): jsdom does not lay out pages.
export {};

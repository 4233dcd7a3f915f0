// The part of react-i18next our apps use, shared as the `react-i18next` singleton: 3 KB gzip instead of 11 KB.
// <Trans> (and the HTML parser it brings) is left out; compose translated sentences from keys instead, or add it
// here, to the ESLint list and release the shell first.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-browser-build';

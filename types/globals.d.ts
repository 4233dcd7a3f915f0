/** Compiled into every app by the shared build config (tools/rspack-config.mjs). */
declare const __BUILD_ID__: string;
declare const __APP_NAME__: string;
/** The shared-contracts version the app was built against (docs/releasing.md, "Contracts versions"). */
declare const __CONTRACTS_VERSION__: string;

declare module '*.css';

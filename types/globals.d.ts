/** Compiled into every app by the shared build config (tools/rspack-config.mjs). */
declare const __BUILD_ID__: string;
declare const __APP_NAME__: string;

declare module '*.css';

/** Compiled into every app by the shared build config (tools/rspack-config.mjs). */
declare const __BUILD_ID__: string;
declare const __APP_NAME__: string;
/** The shared-contracts version the app was built against (docs/releasing.md, "Contracts versions"). */
declare const __CONTRACTS_VERSION__: string;

declare module '*.css';
/** Media files a page imports: the build emits them with a hashed name and the import is their URL. */
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
/** A remote's exposed modules (`<remote>/src/exposes.mjs`): the name the shell asks for, and its file. */
declare module '*/exposes.mjs' {
  export const exposes: Record<string, string>;
}

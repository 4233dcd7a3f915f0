// The async boundary lets federation negotiate the shared singletons before any of them is imported.
import './styles.css';

// Named, so the build can list its files for the server to preload with the page (tools/startFilesPlugin.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

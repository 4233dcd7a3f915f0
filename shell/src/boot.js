// Starts the app on a server-rendered page (docs/architecture.md, "First paint"). The page's text is already in the
// HTML, so the app's scripts are asked for only once it has painted: on a slow line they would otherwise share the
// bandwidth with the stylesheet the first paint waits for. The server lists the scripts in #app-start.
(() => {
  // Until the app runs, the server's markup has no handlers: a tap on a button does nothing, and a form submitted
  // natively would put what was typed (a password) into the address. The last of each is done again once the page is
  // ready (shell/src/features/remotes/hydration.ts). From the app's start React handles what it can (it hydrates the
  // part tapped first); a submit nobody handled is still held.
  const root = document.documentElement;
  const started = () => root.dataset.appStarted === 'true';
  const ready = () => root.dataset.pageReady === 'true';
  let tapped = null;
  let submitted = null;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button:not([type="submit"])') : null;
      if (button && !started()) tapped = button;
    },
    true,
  );
  window.addEventListener('submit', (event) => {
    if (ready() || event.defaultPrevented) return;
    event.preventDefault();
    submitted = event.target;
  });
  new MutationObserver((_changes, observer) => {
    if (!ready()) return;
    observer.disconnect();
    if (tapped && tapped.isConnected) tapped.click();
    if (submitted && submitted.isConnected) submitted.requestSubmit();
  }).observe(root, { attributes: true, attributeFilter: ['data-page-ready'] });
  const { main, preload } = JSON.parse(document.getElementById('app-start').textContent);
  const start = () => {
    for (const { href, as } of preload) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = main;
    document.body.append(script);
  };
  // The callback runs before the next frame is painted; the timeout after it runs once that frame is on screen.
  requestAnimationFrame(() => setTimeout(start, 0));
})();

// Starts the app on a server-rendered page (docs/architecture.md, "First paint"). The page's text is already in the
// HTML, so the app's scripts are asked for only once it has painted: on a slow line they would otherwise share the
// bandwidth with the stylesheet the first paint waits for. The server lists the scripts in #app-start.
(() => {
  // Until the app has hydrated, a form of the server's markup has no handler: submitted natively it would put what
  // was typed (a password) into the address. It is submitted again once the app is ready, which handles it.
  const ready = () => document.documentElement.dataset.pageReady === 'true';
  let waiting = null;
  document.addEventListener(
    'submit',
    (event) => {
      if (ready()) return;
      event.preventDefault();
      waiting = event.target;
    },
    true,
  );
  new MutationObserver((_changes, observer) => {
    if (!ready()) return;
    observer.disconnect();
    if (waiting && waiting.isConnected) waiting.requestSubmit();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-page-ready'] });
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

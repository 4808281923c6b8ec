// Starts the app's modules on a page rendered on the server (docs/decisions/0018), once that page
// has painted: the screen is already in the HTML, so its first paint waits for no script, and
// the modules do not take the network from the styles and fonts it needs. The server lists the
// chunks in <script type="application/json" id="gratia-modules">: `preload`, every chunk the page
// hydrates with, each after the chunks it imports, and `entry`, the app's entry module.
// All are fetched at once; then they are evaluated one chunk at a time, in that order, with a
// task boundary between two chunks, so evaluating the app's code is several short tasks rather
// than one long one that would hold input (docs/decisions/0019). The order is the one the browser
// would evaluate them in on its own, so nothing runs before what it imports.
// A classic script, deferred: it runs after zod-jitless.js and before any module.
(function () {
  var list = document.getElementById('gratia-modules');
  if (!list) return;
  var modules = JSON.parse(list.textContent);
  var started = false;
  function nextTask() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }
  function load() {
    if (started) return;
    started = true;
    modules.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var chain = Promise.resolve();
    modules.preload.forEach(function (href) {
      chain = chain.then(function () {
        return import(href).then(nextTask);
      });
    });
    // A chunk that failed to load leaves the rest to the entry, which imports what it needs.
    chain.catch(function () {}).then(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = modules.entry;
      document.head.appendChild(script);
    });
  }
  // After the next frame is painted; a page opened in the background (no frames) starts anyway.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 1000);
})();

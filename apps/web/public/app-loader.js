// Starts the app's modules on a page rendered on the server (docs/decisions/0018), once that page
// has painted: the screen is already in the HTML, so its first paint waits for no script, and
// the modules do not take the network from the styles and fonts it needs. The modules and what
// to preload are listed by the server in <script type="application/json" id="gratia-modules">.
// A classic script, deferred: it runs after zod-jitless.js and before any module.
(function () {
  var list = document.getElementById('gratia-modules');
  if (!list) return;
  var modules = JSON.parse(list.textContent);
  var started = false;
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
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules.entry;
    document.head.appendChild(script);
  }
  // After the next frame is painted; a page opened in the background (no frames) starts anyway.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 1000);
})();

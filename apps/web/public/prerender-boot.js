// Linked only by server-rendered pages (src/server-render/page-document.ts), in place of the app's
// script tags, and run before their markup is parsed.
//
// 1. The markup is the page as an anonymous visitor sees it in Chinese. A visitor with a stored login
//    or another remembered language must not see it flash: it is hidden (global.css) and main.tsx
//    replaces it. The keys are LOCAL_STORAGE_KEYS.token (packages/domain) and LANGUAGE_STORAGE_KEY
//    (src/i18n/language.ts); page-document.test.ts keeps them in step.
// 2. The app's scripts start after the first frame: fetching and compiling them beside that frame
//    held the paint back by about half a second on a 2-core machine. A page with nothing to show (hidden
//    markup, a background tab that draws no frames) starts them at once.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var hidden = false;
  try {
    var language = localStorage.getItem('coastbook.lang');
    hidden = localStorage.getItem('coastbook.token') !== null || (language !== null && language !== 'zh-CN');
  } catch {
    // Storage blocked: no stored login or language can exist, so the markup is the right page.
  }
  if (hidden) document.documentElement.setAttribute('data-prerender', 'hidden');

  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var index = 0; index < modules.length; index += 1) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = modules[index];
      document.head.appendChild(preload);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (hidden || document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  // A tab hidden before its first frame draws none: do not wait for it.
  document.addEventListener('visibilitychange', start, { once: true });
})();

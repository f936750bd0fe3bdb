// Fetches what the first screen needs alongside the entry script, which would only ask for it once it has
// run: the code of the route this visit starts on and its interface texts, and of the page when the visit starts on
// one. The route rule and the console's
// namespaces copy src/app/routing/entry-route.ts, the language rule src/i18n/languages.ts; the chunk table
// is filled in at build time and empty in development. A classic script in its own file, not inline in index.html,
// so the console runs under a Content-Security-Policy without 'unsafe-inline' for scripts:
// scripts/preload-route-plugin.ts emits it under assets/ and loads it with `defer` ahead of the entry (deferred and
// module scripts run in document order, so it runs before the entry does).
(function () {
  var chunks = /* route chunks */ {};
  var path = location.pathname;
  var signedIn = /(?:^|;\s*)token=[^;]/.test(document.cookie);
  var route =
    path === '/404' ? 'notFound' : path === '/user' || path.indexOf('/user/') === 0 || !signedIn ? 'login' : 'console';
  var lang = 'zh-CN';
  try {
    var saved = localStorage.getItem('lang');
    if (saved === 'en-US' || saved === 'pt-BR') lang = saved;
  } catch {
    // storage blocked (private mode): the default language
  }
  var langs = lang === 'zh-CN' ? [lang] : [lang, 'zh-CN'];
  var namespaces = route === 'console' ? ['common', 'shell', 'menu'] : ['common'];
  // A page of the console opened directly (`/<area>/<page>`, the menu's addresses): its code, and the texts a page
  // loads with it by default (src/app/routing/page-registry.ts: its area's, shared, kit).
  var page = route === 'console' && chunks.pages ? chunks.pages[path.replace(/\/+$/, '')] : null;
  if (page) namespaces = namespaces.concat([path.split('/')[1], 'shared', 'kit']);
  var add = function (rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  };
  for (var i = 0; i < langs.length; i++)
    for (var n = 0; n < namespaces.length; n++)
      add('preload', '%BASE_URL%locales/' + langs[i] + '/' + namespaces[n] + '.json', 'fetch');
  // the home page shares most of its chunks with the console: each file once
  var files = (chunks[route] || []).concat(
    route === 'console' && (path === '/' || path === '/home') ? chunks.home || [] : [],
  );
  if (page) for (var p = 0; p < page.length; p++) files.push(chunks.files[page[p]]);
  var seen = {};
  // styles as Vite's preload helper asks for them later (a stylesheet link with crossorigin), so that one is a hit
  for (var f = 0; f < files.length; f++) {
    if (seen[files[f]]) continue;
    seen[files[f]] = true;
    if (/\.css$/.test(files[f])) add('preload', files[f], 'style');
    else add('modulepreload', files[f]);
  }
})();

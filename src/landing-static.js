// The landing page's only script (inlined by scripts/prerender.mjs): the top bar, the burger, the language
// switch and the analytics beacons. Everything else on `/` is static HTML; links lead into the SPA.
(function () {
  var nav = document.querySelector('.public-nav');
  var links = document.querySelector('.public-links');
  var burger = document.querySelector('.public-burger');
  function onScroll() {
    var solid = window.scrollY > 40 || (links && links.classList.contains('is-open'));
    nav.classList.toggle('is-transparent', !solid);
    nav.classList.toggle('is-solid', !!solid);
  }
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  if (burger && links) {
    burger.addEventListener('click', function () {
      links.classList.toggle('is-open');
      burger.setAttribute('aria-expanded', String(links.classList.contains('is-open')));
      onScroll();
    });
  }
  function anonymousId() {
    var id = localStorage.getItem('agendei.anon');
    if (!id) {
      id = (crypto.randomUUID && crypto.randomUUID()) || String(Date.now()) + Math.random().toString(16).slice(2);
      localStorage.setItem('agendei.anon', id);
    }
    return id;
  }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var lang = target && target.closest('[data-lang]');
    if (lang) {
      var code = lang.getAttribute('data-lang');
      localStorage.setItem('agendei.lang', code);
      document.cookie = 'agendei_lang=' + code + '; path=/; max-age=31536000; samesite=lax';
      location.reload();
      return;
    }
    var tracked = target && target.closest('[data-track]');
    if (tracked) {
      var body = JSON.stringify({
        name: tracked.getAttribute('data-track'),
        properties: JSON.parse(tracked.getAttribute('data-track-props') || '{}'),
        anonymous_id: anonymousId(),
      });
      // keepalive lets the request finish while the browser follows the link.
      fetch('/v1/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: body, keepalive: true }).catch(function () {});
    }
  });
})();

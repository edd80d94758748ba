// The first paint of /agenda signed in (inlined after #root in dist/index.html by scripts/prerender.mjs; not in
// `npm run dev`). Every sign-in lands on /agenda, and its page waits for the entry's libraries and the page's
// chunks: on a phone's slow link, seconds of a blank screen. This draws at once, with the entry's stylesheet
// (app.css), what the page will show first: the signed-in layout and the page's header, 'Agenda' over today's
// date as the page writes it (page/dateTitle.ts useDateTitle: a new visit opens on today's Dia). React empties #root
// at its first commit, which is the whole page (main.tsx waits for the page's chunks), so nothing shows between.
// The frame is hidden from assistive technology and takes no input: it is a picture of the page, not the page.
(function () {
  // The head's script marks the document when this is /agenda with a stored session (scripts/prerender.mjs).
  if (!document.documentElement.hasAttribute('data-agenda-frame')) return;
  var en = false;
  // Today on the salon's clock (the zone src/lib/salonTime.ts keeps from the last visit), not the device's.
  var zone;
  try {
    en = localStorage.getItem('agendei.lang') === 'en';
    zone = localStorage.getItem('agendei.salonZone') || undefined;
  } catch {
    // Storage that cannot be read: the app's default language.
  }
  var today = new Date();
  var name = function (options) {
    options.timeZone = zone;
    try {
      return new Intl.DateTimeFormat(en ? 'en-US' : 'pt-BR', options).format(today);
    } catch {
      delete options.timeZone;
      return new Intl.DateTimeFormat(en ? 'en-US' : 'pt-BR', options).format(today);
    }
  };
  var weekday = name({ weekday: 'long' });
  var month = name({ month: 'long' });
  var day = name({ day: 'numeric' });
  // date-fns's "EEEE, MMMM d" and "EEEE, d 'de' MMMM", capitalized (the agenda's dateFormat.day).
  var date = en ? weekday + ', ' + month + ' ' + day : weekday.charAt(0).toUpperCase() + weekday.slice(1) + ', ' + day + ' de ' + month;
  var root = document.getElementById('root');
  root.innerHTML =
    '<div class="app-shell" aria-hidden="true" inert>' +
    '<aside class="app-sidebar d-none d-lg-flex"><span class="app-brand"><img src="/favicon.svg" alt="" width="28" height="28"> Agendei</span></aside>' +
    // The top bar as tall as with its buttons (44 px touch targets on a phone), so the header is where it will be.
    '<div class="app-main"><header class="app-topbar"><span class="touch-target"></span></header><main class="app-content">' +
    '<div class="page-header"><div class="page-header__text"><h1 class="page-header__title">Agenda</h1><p class="page-header__subtitle"></p></div></div>' +
    '</main></div></div>';
  root.querySelector('.page-header__subtitle').textContent = date;
})();

/*
 * Starts the first API calls of a signed-in page while the app's script still downloads and
 * compiles, so `/` does not wait for the bundle before asking for the user, nor for the user before
 * asking for the habits. The app takes each answer once, through `src/lib/boot-link.ts`; any answer
 * that is missing, failed or late is simply fetched again by the app as usual.
 * It also reads the query cache saved on the device, which the app's first screen waits for
 * (`src/lib/query-persistence.ts` takes it once).
 * Mirrors: STORAGE_KEYS.authToken ('authToken'), tRPC's batched GET (`/trpc/a,b?batch=1&input={}`,
 * or `input={"0":{…}}` for one query with an input)
 * and the saved cache's place (IndexedDB 'taper', store 'keyval' as idb-keyval makes it, key
 * 'query-cache').
 */
(function () {
  var token = null;
  try {
    token = window.localStorage.getItem('authToken');
  } catch (e) {
    return;
  }
  if (!token || typeof fetch !== 'function') return;
  var boot = { token: token, at: Date.now(), calls: {} };
  /** Resolves with the saved cache, or undefined when there is none or it cannot be read. */
  function readSavedCache() {
    return new Promise(function (resolve) {
      try {
        var request = indexedDB.open('taper');
        // A first visit creates the database as the app's idb-keyval would.
        request.onupgradeneeded = function () {
          request.result.createObjectStore('keyval');
        };
        request.onerror = function () {
          resolve(undefined);
        };
        request.onsuccess = function () {
          var db = request.result;
          try {
            var read = db
              .transaction('keyval', 'readonly')
              .objectStore('keyval')
              .get('query-cache');
            read.onsuccess = function () {
              resolve(read.result);
            };
            read.onerror = function () {
              resolve(undefined);
            };
          } catch (e) {
            resolve(undefined);
          }
          db.close();
        };
      } catch (e) {
        resolve(undefined);
      }
    });
  }
  /**
   * Starts one batch of queries; `input`, when given, is the one query's input (a batch of one).
   * The user's token goes with every batch but the icon list's, which is the same for everyone.
   */
  function start(paths, input) {
    var inputs = input === undefined ? {} : { 0: input };
    var query = '?batch=1&input=' + encodeURIComponent(JSON.stringify(inputs));
    var isPublic = paths.length === 1 && paths[0] === 'icons.list';
    var answer = fetch('/trpc/' + paths.join(',') + query, {
      headers: isPublic ? {} : { Authorization: 'Bearer ' + token },
    })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      });
    paths.forEach(function (path, index) {
      // Keyed as src/lib/boot-link.ts looks an answer up: the path, and the input's JSON if any.
      var key = input === undefined ? path : path + ' ' + JSON.stringify(input);
      boot.calls[key] = answer.then(function (items) {
        var item = Array.isArray(items) ? items[index] : null;
        return item && item.result && 'data' in item.result ? item.result : null;
      });
    });
  }
  start(['auth.me']);
  var habitPath = /^\/habit\/\d+\/?$/.test(window.location.pathname);
  var progressPath = /^\/habit\/(\d+)\/progress\/?$/.exec(window.location.pathname);
  // The header's icons, on their own and without the token as the app asks for them
  // (src/lib/trpc.ts): the same answer for everyone, kept and compressed once by the server.
  if (habitPath || progressPath || window.location.pathname === '/') start(['icons.list']);
  if (habitPath) {
    // A habit's own screen (`/habit/{id}`): its habits, as on `/?habitId=`.
    start(['habits.list']);
  } else if (progressPath) {
    // A habit's progress: the same, and the habit's figures its charts start from (its first day
    // and today), which the screen asks for beside the habit list.
    start(['habits.list']);
    start(['habits.stats'], { id: Number(progressPath[1]) });
  } else if (window.location.pathname === '/') {
    // What `/` asks for once the user is known: the header's habits, and on the summary (no
    // ?habitId=) its groups and the cards' streaks and entries. One batch, as the app sends it.
    var summary = !new URLSearchParams(window.location.search).has('habitId');
    start(summary ? ['habits.list', 'groups.list', 'habits.summary'] : ['habits.list']);
  }
  boot.savedCache = readSavedCache();
  window.__taperBoot = boot;
  // The first use of Intl loads the browser's time-zone data (hundreds of ms on a slow CPU). The app
  // needs it for "today" on its first screen; doing it here overlaps it with the bundle's download.
  try {
    Intl.DateTimeFormat().resolvedOptions();
  } catch (e) {
    /* the app falls back to UTC */
  }
})();

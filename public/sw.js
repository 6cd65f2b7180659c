// Karak Online's service worker. It shows the notifications the server pushes
// (encrypted for this browser; the browser decrypts them) when the player is not
// looking at the site, and a click opens the game it names. It caches nothing.
'use strict';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => event.waitUntil(show(event.data)));

// A message is {title, body, url, tag}. A page of the site in view shows the news
// itself, so nothing pops up over it; the tag replaces the notification a tab in
// the background may have shown for the same news.
async function show(data) {
  let message;
  try {
    message = data.json();
  } catch {
    message = { title: 'Karak Online', body: '', url: '/notifications', tag: 'karak' };
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((w) => w.visibilityState === 'visible' && w.focused)) {
    return;
  }
  await self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/logo.svg',
    data: { url: message.url },
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(open(event.notification.data && event.notification.data.url));
});

// Opens `url` (a path of this site) in a window of the site if one is open, else in
// a new one.
async function open(url) {
  const target = new URL(url || '/notifications', self.location.origin);
  if (target.origin !== self.location.origin) {
    return;
  }
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const w of windows) {
    try {
      await w.focus();
    } catch {
      // Focus needs the click itself; navigating does not.
    }
    await w.navigate(target.href);
    return;
  }
  await self.clients.openWindow(target.href);
}

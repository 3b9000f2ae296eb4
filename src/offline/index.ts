// src/offline owns the browser data layer shared by the app and the service worker: the Dexie
// schema, the draft store, the outbox and its drain engine, the token store and refresh lock,
// and the typed API client. It may import src/domain; never src/app, src/server or React.
export {};

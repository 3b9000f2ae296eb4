// Every unit test gets a working IndexedDB (fake-indexeddb) and Web Crypto (Node's).
import 'fake-indexeddb/auto';

/** The app's one IndexedDB key-value store (idb-keyval): the saved query cache and the entry queue. */
import { createStore, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

/** Opened on first use, so a page that never needs it never opens the database. */
export function appStore(): UseStore {
  store ??= createStore('taper', 'keyval');
  return store;
}

/** Tests start from a fresh database. */
export function resetAppStoreForTests() {
  store = undefined;
}

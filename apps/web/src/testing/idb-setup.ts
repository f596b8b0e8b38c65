// An in-memory IndexedDB for jsdom, where the app saves its query cache and its entry queue.
import 'fake-indexeddb/auto';

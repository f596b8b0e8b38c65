// Each file's set-up: an in-memory IndexedDB for jsdom, where the app saves its query cache and
// its entry queue.
import 'fake-indexeddb/auto';
import { dismissToast } from '@taper/ui';
import { afterEach } from 'vitest';

// Most files share one module graph (vite.config.ts), so a file's last toast would still be
// showing when the next file starts.
afterEach(() => {
  dismissToast();
});

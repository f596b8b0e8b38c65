/** A file that replaces a module, spies or changes globals. */
export const MOCKS_SPIES_OR_GLOBALS: RegExp;

export interface ModuleSharingProject {
  extends: true;
  test: { name: string; include: string[]; isolate?: false };
}

export function moduleSharingProjects(
  root: string,
  options?: {
    /** The folder under `root` that holds the tests (default: `src`). */
    source?: string;
    /** A test file's name (default: `*.test.ts`). */
    testFile?: RegExp;
    /** What a file that needs a module graph of its own contains (default: `vi.mock(`). */
    replaces?: RegExp;
  },
): ModuleSharingProject[];

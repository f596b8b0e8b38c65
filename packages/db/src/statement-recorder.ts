/**
 * Records the statements a test database's handle sends while a `statementsDuring` runs: the
 * round trips of a call, for tests that count them.
 */
export function statementRecorder(): {
  statementsDuring: (work: () => Promise<unknown>) => Promise<string[]>;
  onStatement: (sqlText: string) => void;
} {
  let recording: string[] | undefined;
  return {
    onStatement: (sqlText) => recording?.push(sqlText),
    statementsDuring: async (work) => {
      if (recording) throw new Error('statementsDuring: one recording at a time');
      const sent: string[] = [];
      recording = sent;
      try {
        await work();
      } finally {
        recording = undefined;
      }
      return sent;
    },
  };
}

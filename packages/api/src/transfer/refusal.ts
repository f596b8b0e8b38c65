/** An import file refused at its first problem: the message is a sentence for its owner. */
export class ImportRefused extends Error {
  override readonly name = 'ImportRefused';
}

/** The message of an `ImportRefused`; anything else is thrown on. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ImportRefused) return error.message;
  throw error;
}

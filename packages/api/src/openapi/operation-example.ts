/** The shape of one REST operation's example call (examples*.ts give one per operation). */
export interface OperationExample {
  /** Path and query parameters, by name. */
  params?: Readonly<Record<string, string | number>>;
  /** The JSON body sent (operations that take one). */
  request?: unknown;
  /** The 200 body. */
  response: unknown;
}

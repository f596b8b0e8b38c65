/**
 * One log line per request, written when it completes: its method, path, client address, status
 * and time ('request completed', or 'request errored' at error level). Fastify's own pair of
 * lines ('incoming request' then 'request completed', the first without the status) becomes one,
 * and an unknown route adds no 'Route … not found' line;
 * the incoming line is kept at debug level, for `LOG_LEVEL=debug` and the fault tests that wait
 * for requests to be received.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /** A 404 is said by its request's one line. */
  override routeNotFound(): void {
    // Nothing more to log.
  }
}

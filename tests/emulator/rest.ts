import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorContext } from './context.js';
import type { FaultInjector } from './faults.js';
import { globalLimitAnswer, type GlobalRateLimiter } from './global-rate-limit.js';
import { majorParameter, type RateLimiter } from './rate-limits.js';
import { ApiError, matchTemplate, type RestRequest, type Route, type UploadedFile } from './rest-types.js';

const API_PREFIX = '/api/v10';

/** One REST call as the emulator saw it, for tests and benchmarks. */
export interface RequestLogEntry {
  method: string;
  path: string;
  /** The route template that answered, or null for unknown routes. */
  route: string | null;
  status: number;
  at: number;
  body: unknown;
  /** Set when the answer was an injected fault. */
  injected: boolean;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Turns HTTP requests into route calls, with auth, faults, rate-limit headers and Discord's JSON errors. */
export class RestApi {
  readonly log: RequestLogEntry[] = [];

  constructor(
    private readonly ctx: EmulatorContext,
    private readonly routes: Route[],
    private readonly faults: FaultInjector,
    private readonly limiter: RateLimiter,
    private readonly globalLimiter: GlobalRateLimiter,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    const raw = await readBody(req);
    let body: unknown = {};
    let files: UploadedFile[];
    let answer: Answer;
    let route: Route | undefined;
    let injected = false;
    try {
      ({ body, files } = await parseBody(raw, req.headers['content-type']));
      const found = this.find(method, path, url.pathname.startsWith(API_PREFIX));
      route = found.route;
      this.authorize(route, req, method, path);
      const fault = this.faults.take(method, path);
      if (fault) {
        injected = true;
        answer = faultAnswer(fault.status, fault.retryAfter ?? 0.05, fault.global ?? false);
      } else {
        answer = await this.call(route, found.params, method, path, url.searchParams, body, files);
      }
    } catch (error) {
      answer = errorAnswer(error);
    }
    this.log.push({ method, path, route: route?.template ?? null, status: answer.status, at: Date.now(), body, injected });
    send(res, answer);
  }

  private find(method: string, path: string, versioned: boolean): { route: Route; params: Record<string, string> } {
    let pathKnown = false;
    if (versioned) {
      for (const route of this.routes) {
        const params = matchTemplate(route.template, path);
        if (!params) continue;
        pathKnown = true;
        if (route.method === method) return { route, params };
      }
    }
    this.ctx.violations.record({ kind: 'unknown-route', method, path, detail: 'the emulator (and likely Discord) has no such route' });
    throw pathKnown ? new ApiError(405, 0, '405: Method Not Allowed') : new ApiError(404, 0, '404: Not Found');
  }

  private authorize(route: Route, req: IncomingMessage, method: string, path: string): void {
    if (!route.auth || req.headers.authorization === `Bot ${this.ctx.token}`) return;
    this.ctx.violations.record({ kind: 'unauthorized', method, path, detail: 'missing or wrong bot token' });
    throw new ApiError(401, 0, '401: Unauthorized');
  }

  private async call(
    route: Route,
    params: Record<string, string>,
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    files: UploadedFile[],
  ): Promise<Answer> {
    // Interaction-token routes (callbacks, follow-ups) need no bot token and fall outside the global limit.
    const globalWait = route.auth ? this.globalLimiter.take() : null;
    if (globalWait !== null) return globalLimitAnswer(globalWait);
    const limited = !route.template.startsWith('/interactions/');
    const verdict = limited ? this.limiter.take(method, route.template, majorParameter(params)) : null;
    if (verdict?.exceededBy !== null && verdict?.exceededBy !== undefined) {
      return {
        status: 429,
        headers: { ...verdict.headers, 'Retry-After': verdict.exceededBy.toFixed(3), 'X-RateLimit-Scope': 'user' },
        body: { message: 'You are being rate limited.', retry_after: verdict.exceededBy, global: false },
      };
    }
    const request: RestRequest = { method, path, params, query, body, files };
    try {
      const result = await route.handler(request);
      return { ...result, headers: verdict?.headers ?? {} };
    } catch (error) {
      return { ...errorAnswer(error), headers: verdict?.headers ?? {} };
    }
  }
}

function faultAnswer(status: number, retryAfter: number, global: boolean): Answer {
  if (status !== 429) return { status, body: { message: `${status}: Internal Server Error`, code: 0 } };
  const headers: Record<string, string> = {
    'Retry-After': String(retryAfter),
    'X-RateLimit-Scope': global ? 'global' : 'user',
  };
  if (global) headers['X-RateLimit-Global'] = 'true';
  else
    Object.assign(headers, {
      'X-RateLimit-Limit': '1',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset-After': String(retryAfter),
      'X-RateLimit-Reset': ((Date.now() + retryAfter * 1000) / 1000).toFixed(3),
    });
  return { status, headers, body: { message: 'You are being rate limited.', retry_after: retryAfter, global } };
}

function errorAnswer(error: unknown): Answer {
  if (error instanceof ApiError) return { status: error.status, body: error.toBody() };
  console.error('Discord emulator: a route crashed', error);
  return { status: 500, body: { message: '500: Internal Server Error', code: 0 } };
}

function send(res: ServerResponse, answer: Answer): void {
  const headers = { ...answer.headers };
  if (answer.status === 204 || answer.body === undefined) {
    res.writeHead(answer.status, headers).end();
    return;
  }
  res.writeHead(answer.status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** JSON bodies, and multipart ones (files attached) whose JSON sits in payload_json. */
async function parseBody(raw: Buffer, contentType: string | undefined): Promise<{ body: unknown; files: UploadedFile[] }> {
  if (raw.length === 0) return { body: {}, files: [] };
  try {
    if (contentType?.startsWith('multipart/form-data')) {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the emulator reads small test uploads; buffering them whole is fine
      const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
      const json = form.get('payload_json');
      const files: UploadedFile[] = [];
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') continue;
        files.push({ field, filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
      }
      return { body: typeof json === 'string' ? JSON.parse(json) : {}, files };
    }
    return { body: JSON.parse(raw.toString('utf8')), files: [] };
  } catch {
    throw new ApiError(400, 50109, 'The request body contains invalid JSON.');
  }
}

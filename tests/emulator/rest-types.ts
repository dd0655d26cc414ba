/** The pieces every REST route handler works with. */
export interface RestRequest {
  method: string;
  /** The path after /api/v10, without the query. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (or the payload_json of a multipart body); {} when there is none. */
  body: unknown;
  /** The files of a multipart body, in the order sent (discord.js names them files[0], files[1], ...). */
  files: UploadedFile[];
}

export interface UploadedFile {
  /** The form field, e.g. files[0]: its number is the attachment id the payload's attachments refer to. */
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RestResponse {
  status: number;
  body?: unknown;
}

export type RouteHandler = (request: RestRequest) => RestResponse | Promise<RestResponse>;

export interface Route {
  method: string;
  /** e.g. /channels/:channelId/messages */
  template: string;
  /** Bot-token routes need `Authorization: Bot <token>`; interaction webhooks use their token in the path. */
  auth: boolean;
  handler: RouteHandler;
}

/** A Discord JSON error: https://discord.com/developers/docs/topics/opcodes-and-status-codes#json */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const ok = (body: unknown, status = 200): RestResponse => ({ status, body });
export const noContent = (): RestResponse => ({ status: 204 });

/** Matches a path against a template; `:name` segments capture, everything else is literal. */
export function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(have[i]!);
    else if (segment !== have[i]) return null;
  }
  return params;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

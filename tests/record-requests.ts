import { server } from './setup';

export interface SentRequest {
  method: string;
  /** pathname + search, exactly as sent */
  path: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname + url.search,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: undefined,
    };
    sent.push(entry);
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    } else if (type.includes('multipart/form-data')) {
      void request
        .clone()
        .formData()
        .then((body) => {
          entry.body = body;
        });
    }
  });
  return sent;
}

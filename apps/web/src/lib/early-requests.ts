/**
 * The first data requests of the page being opened, sent before the page's own chunk has loaded
 * (by the page's inline script, or by the app's entry), so they travel with its code rather than
 * after it (issue 15: no waterfalls). The page's first GET of the same path, with the same token
 * if any, takes the answer instead of asking again; each answer is taken once. Public GETs are
 * kept by path; a signed-in one (a guarded page's GET /api/me) by path, a space and its
 * Authorization header, so a request made with another token never takes it.
 */
const sent = new Map<string, Promise<Response>>();

/** Keeps the answers to requests already sent, by path. */
export function adoptEarly(requests: Record<string, Promise<Response>>) {
  for (const [path, response] of Object.entries(requests)) sent.set(path, response);
}

/** The answer sent early for this path (and this Authorization header, if any), if not taken yet. */
export function takeEarly(path: string, authorization?: string): Promise<Response> | undefined {
  const key = authorization ? `${path} ${authorization}` : path;
  const response = sent.get(key);
  sent.delete(key);
  return response;
}

/**
 * The first data requests of the page being opened, sent before the page's own chunk has loaded
 * (by the prerendered page's inline script, or by the app's entry), so they travel with its code
 * rather than after it (issue 15: no waterfalls). The page's first GET of the same path takes the
 * answer instead of asking again; each answer is taken once. Only public GETs: no token is sent.
 */
const sent = new Map<string, Promise<Response>>();

/** Keeps the answers to requests already sent, by path. */
export function adoptEarly(requests: Record<string, Promise<Response>>) {
  for (const [path, response] of Object.entries(requests)) sent.set(path, response);
}

/** The answer sent early for this path, if any and not taken yet. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const response = sent.get(path);
  sent.delete(path);
  return response;
}

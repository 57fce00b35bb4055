/**
 * The first data requests of the page being opened, sent as soon as the app's entry runs
 * (main.tsx), before the page's own chunk has loaded, so they travel with it rather than after it
 * (issue 15: no waterfalls). The page's first GET of the same path takes the answer instead of
 * asking again; each answer is taken once. Only public GETs: no token is sent.
 */
const sent = new Map<string, Promise<Response>>();

export function sendEarly(paths: readonly string[]) {
  for (const path of paths) {
    const response = fetch(path, { headers: { Accept: 'application/json' } });
    // A failure is the page's to report, when it takes the answer.
    response.catch(() => undefined);
    sent.set(path, response);
  }
}

/** The answer sent early for this path, if any and not taken yet. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const response = sent.get(path);
  sent.delete(path);
  return response;
}

/**
 * The server render of every page (React Router's framework mode), called by the API's Fastify
 * server (apps/api/src/plugins/web-pages.ts): the whole page in the visitor's language, sent once
 * every part has rendered, so its HTML holds what it shows before any script runs.
 */
import { PassThrough, Readable } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import './app/load-context';
import { serverI18n } from './lib/i18n-server';

/** The stylesheets of the routes the page matched (what React Router's <Links /> renders for them). */
function pageStylesheets({ manifest, staticHandlerContext }: EntryContext): Set<string> {
  const matched = staticHandlerContext.matches.flatMap(({ route }) => manifest.routes[route.id]?.css ?? []);
  return new Set(matched.map((href) => href.replace(/#$/, '')));
}

/** A render that has not finished by then is abandoned (the page fails rather than hangs). */
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = serverI18n(loadContext.language);
  // The page's stylesheets, named before its HTML arrives: React puts the scripts' preloads (sixty
  // on a profile) ahead of the stylesheets in <head>, and the first paint waits on the stylesheets.
  for (const href of pageStylesheets(routerContext)) headers.append('Link', `<${href}>; rel=preload; as=style`);
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>,
      {
        // Each part in its place in the HTML, however large: React otherwise sends a large part
        // hidden, moved in place by a script, so a page read without JavaScript would show nothing.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          const stream = Readable.toWeb(body) as ReadableStream<Uint8Array>;
          resolve(new Response(stream, { headers, status: failed ? 500 : status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Paths the API answers; everything else is the web app. */
const API_PREFIXES = ['/api/', '/client/', '/tradeperson/', '/healthz', '/metrics'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

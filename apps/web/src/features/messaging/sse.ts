/** One Server-Sent Event: its name ('message' when the server named none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A Server-Sent Events parser (the WHATWG rules the stream needs): fed text as it arrives, in any
 * chunks, it calls onEvent for each complete event. Lines end with LF, CR or CRLF; a blank line
 * ends an event; a line starting with ':' is a comment (the server's keep-alive); "field: value"
 * loses one space after the colon; an event without data is dropped.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let name = '';
  let skipLf = false;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
      data = [];
      name = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') name = value;
  };

  return {
    feed(chunk: string) {
      // A CR that ended the last chunk ended its line; an LF opening this one belongs to it.
      buffer += skipLf && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      skipLf = false;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        line(buffer.slice(0, end));
        if (buffer[end] === '\r' && end === buffer.length - 1) skipLf = true;
        buffer = buffer.slice(end + (buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1));
      }
    },
  };
}

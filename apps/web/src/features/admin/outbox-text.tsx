import { HIDDEN_LINK_SECRET } from '@tradewise/shared';

/** An http(s) address inside plain text; closing punctuation after it belongs to the sentence. */
const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

/**
 * An email's plain text as written, with its web addresses made links, except those whose secret
 * the server hid (they would lead nowhere). Only text nodes and <a> elements are created: nothing
 * in the email is ever interpreted as HTML.
 */
export function OutboxText({ text }: { text: string }) {
  // split() with a capturing group puts the addresses at the odd indexes.
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="outbox-text">
      {parts.map((part, index) =>
        index % 2 === 1 && !part.includes(HIDDEN_LINK_SECRET) ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

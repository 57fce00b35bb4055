import type { Thing, WithContext } from 'schema-dts';

/**
 * The data as a JSON-LD script's text: JSON with `<`, `>`, `&` and the line separators escaped,
 * so no text in it (a review's words) can end the script or open another tag.
 */
export const jsonLdText = (data: WithContext<Thing>) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Structured data for search engines (schema.org, typed with schema-dts), in the page's HTML. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

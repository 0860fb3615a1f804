/** A heading at the start of a line: it always begins a new top-level block. */
const HEADING = /^#{1,6}(?:[ \t]|$)/;
/** The opening or closing line of a fenced code block. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A link reference definition (`[name]: url`): links elsewhere in the text may need it. */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:/m;

/**
 * A post's Markdown cut before each heading that follows a blank line, outside fenced code, so
 * React parses and renders it part by part and can let the browser in between: a whole post was
 * one ~40 ms task on a fast machine, four times that on a phone
 * (docs/product/performance.md#blocking-time). A text with link reference definitions stays whole,
 * since a part could not see another's.
 */
export function splitMarkdown(markdown: string): string[] {
  if (REFERENCE_DEFINITION.test(markdown)) return [markdown];
  const parts: string[] = [];
  let part: string[] = [];
  let fence: string | undefined;
  let afterBlank = false;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = undefined;
      }
    } else if (marker !== undefined) {
      fence = marker;
    } else if (afterBlank && HEADING.test(line) && part.some((l) => l.trim() !== '')) {
      parts.push(part.join('\n'));
      part = [];
    }
    part.push(line);
    afterBlank = fence === undefined && line.trim() === '';
  }
  parts.push(part.join('\n'));
  return parts;
}

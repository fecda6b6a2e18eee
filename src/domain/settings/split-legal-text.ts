export type LegalSection = { heading: string | null; paragraphs: string[] };

/** A first line this short, with more lines after it, is read as its block's heading. */
export const LEGAL_HEADING_MAX_CHARS = 60;

/**
 * The privacy notice and terms are plain text staff type in App Settings
 * (docs/product/app-settings.md#legal-pages): a blank line starts a new block, and a short first
 * line followed by more text is the block's heading. Plain text only, so nothing staff type can
 * become markup on a customer page.
 */
export function splitLegalText(text: string): LegalSection[] {
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const [first = '', ...rest] = lines;
      const isHeading = rest.length > 0 && first.length <= LEGAL_HEADING_MAX_CHARS && !/[.:;,]$/.test(first);
      return isHeading ? { heading: first, paragraphs: rest } : { heading: null, paragraphs: lines };
    });
}

import type { HTMLAttributes } from 'react';

/**
 * The class of every field whose content is written in Latin characters, whatever the page's language: coordinates,
 * links, e-mails, phone numbers, barcodes, identity and bank numbers, numbers. Its text reads left to right and
 * stays aligned with the page (latinText.css). Given as the input's `className` (antd puts it on the input, or on
 * the frame around it: both are covered); the input itself takes no `dir`.
 */
export const LATIN_TEXT = 'latin-text';

/** The class of a field that takes words or a code (a search by name, e-mail or phone): what is typed reads by its first letter. */
export const TYPED_DIRECTION = 'typed-direction';

/**
 * A value written in Latin characters (an e-mail, a phone number, a link, a date in figures), shown left to right
 * and isolated from the words around it: in Arabic "+212 661-234567" keeps its "+" in front and "-1.9086" its sign.
 */
export function LatinText({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <bdi {...rest} dir="ltr" className={className ? `${LATIN_TEXT} ${className}` : LATIN_TEXT} />;
}

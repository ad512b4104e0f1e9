/** Lower case without accents, so that "tajine" finds "Tajine" and "creme" finds "Crème". */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether any of the texts holds every word of the query (an empty query matches everything). */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

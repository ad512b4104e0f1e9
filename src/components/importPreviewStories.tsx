import type { Decorator } from '@storybook/react-vite';
import type { ImportPreviewData, ImportPreviewRow } from './ImportPreview';

/** What the stories of an import's preview share: the dialog's frame around it, and a preview made of its rows. */

/** The import dialog's frame under its title, as the preview stands in it. */
export const importDialogFrame =
  (title: string): Decorator =>
  (Story) => (
    <main style={{ padding: 16, maxWidth: 860 }}>
      <h2>{title}</h2>
      <Story />
    </main>
  );

/** The server's preview of these rows: their total and counts by status, and the categories the import creates. */
export function previewOf<C extends string>(rows: ImportPreviewRow<C>[], newCategories: string[] = []): ImportPreviewData<C> {
  const counts = { new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return { total: rows.length, counts, newCategories, rows };
}

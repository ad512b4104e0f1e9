import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PRINT_STYLE } from './printStyle';

/**
 * What the browser prints (and saves as PDF) on A4: this sheet alone, drawn into <body> beside the app and hidden
 * on screen; the app, its side menu, header, buttons, dialogs and toasts are left off the paper. The page's own
 * direction holds, so an Arabic sheet reads right to left.
 */
export function PrintSheet({ children, testId }: { children: ReactNode; testId?: string }) {
  return createPortal(
    <div className="payments-print-sheet" data-testid={testId}>
      <style>{PRINT_STYLE}</style>
      {children}
    </div>,
    document.body,
  );
}

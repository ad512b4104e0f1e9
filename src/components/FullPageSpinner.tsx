import { token } from '../designTokens';

// Drawn while the app or a whole screen loads, on the first screens too: plain CSS rather than antd's Spin, whose
// code and generated styles would be fetched and computed before anything else can be shown.
const STYLE = `
.full-page-spinner { width: 32px; height: 32px; border-radius: 50%; border: 3px solid #d6e4ff; border-top-color: ${token.colorPrimary};
  animation: full-page-spin 0.8s linear infinite; }
@keyframes full-page-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .full-page-spinner { animation-duration: 2.4s; } }
`;

export function FullPageSpinner() {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} role="status" aria-live="polite" aria-busy="true">
      <style>{STYLE}</style>
      <span className="full-page-spinner" />
    </div>
  );
}

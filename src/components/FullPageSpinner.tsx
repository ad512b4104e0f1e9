import { Spin } from 'antd';

export function FullPageSpinner() {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** An admin's list page: its title, a line on what it lists, then the list. */
export function ListPageCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {children}
    </Card>
  );
}

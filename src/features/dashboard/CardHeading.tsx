import { Typography } from 'antd';

/**
 * A dashboard card's title as the page's next heading level (h3 under the page's h2), so that the lists
 * inside a card (antd draws their item titles as h4) keep the headings in order.
 */
export function CardHeading({ children }: { children: string }) {
  return (
    <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}

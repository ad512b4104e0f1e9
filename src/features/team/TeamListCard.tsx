import type { ReactNode } from 'react';
import { Card, Flex, List, Skeleton, Space, Typography } from 'antd';
import { TableEmptyText } from '../../components/TableEmptyText';

/** A card's title, a heading between the page's and its rows'. */
export const CardTitle = ({ id, children }: { id?: string; children: string }) => (
  <Typography.Title level={3} id={id} style={{ margin: 0, fontSize: 16 }}>
    {children}
  </Typography.Title>
);

export interface TeamRowProps {
  testId: string;
  avatar: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The row's buttons: beside the text, or under it on a phone. */
  actions: ReactNode;
}

/** One invitation or member: who, then the buttons, wrapping under on a narrow screen. */
export function TeamRow({ testId, avatar, title, description, actions }: TeamRowProps) {
  return (
    <List.Item data-testid={testId}>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <List.Item.Meta avatar={avatar} title={title} description={description} />
        </div>
        <Space wrap size={4}>
          {actions}
        </Space>
      </Flex>
    </List.Item>
  );
}

export interface TeamListCardProps<T> {
  title: string;
  /** The team's rows; undefined until the first answer. */
  items: readonly T[] | undefined;
  loading: boolean;
  /** How many lines the skeleton shows before the first answer. */
  skeletonRows: number;
  /** Said after an empty answer only. */
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}

/** A titled card listing the pending invitations or the members: a skeleton until the first answer, then the list. */
export function TeamListCard<T extends { _id: string }>({
  title,
  items,
  loading,
  skeletonRows,
  emptyText,
  renderItem,
}: TeamListCardProps<T>) {
  return (
    <Card title={<CardTitle>{title}</CardTitle>}>
      {loading && !items ? (
        <Skeleton active title={false} paragraph={{ rows: skeletonRows }} />
      ) : (
        <List<T>
          dataSource={items ? [...items] : []}
          rowKey="_id"
          locale={{ emptyText: <TableEmptyText loading={loading}>{emptyText}</TableEmptyText> }}
          renderItem={renderItem}
        />
      )}
    </Card>
  );
}

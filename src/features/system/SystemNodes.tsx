import { useTranslate } from '@refinedev/core';
import { Card, Descriptions, Empty, Space, Typography } from 'antd';
import { dateTimeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import { LatinText } from '../../components/LatinText';
import type { SystemStatus } from '../../api/types';
import { formatCount } from '../../i18n/format';

type SystemNode = SystemStatus['nodes'][number];

/** The API nodes seen in the last minute, one card each (they wrap on a phone, no sideways scroll). */
export function SystemNodes({ nodes }: { nodes: SystemNode[] }) {
  const t = useTranslate();
  const clock = useClock();
  const formatDateTime = (at: string) => `${dateTimeIn(at, clock.zone)} ${clock.name}`;
  return (
    <section aria-labelledby="system-nodes">
      <Typography.Title level={2} id="system-nodes" style={{ fontSize: 18 }}>
        {t('system.nodes', { count: formatCount(nodes.length) })}
      </Typography.Title>
      {nodes.length === 0 ? (
        <Empty description={t('system.noNodes')} />
      ) : (
        <Space wrap align="start" size={16} style={{ width: '100%' }}>
          {nodes.map((node) => (
            <Card key={node.nodeId} size="small" title={<LatinText>{node.host}</LatinText>} style={{ width: 'min(100%, 340px)' }}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'version', label: t('system.version'), children: <LatinText>{node.version}</LatinText> },
                  { key: 'started', label: t('system.startedAt'), children: formatDateTime(node.startedAt) },
                  { key: 'seen', label: t('system.seenAt'), children: formatDateTime(node.seenAt) },
                  { key: 'sockets', label: t('system.sockets'), children: formatCount(node.sockets) },
                ]}
              />
            </Card>
          ))}
        </Space>
      )}
    </section>
  );
}

import { useTranslate } from '@refinedev/core';
import { Button, Card, List, Tag, Typography, type ListProps } from 'antd';
import type { AuditLine } from '../../domain/audit';
import { dateTimeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import { LatinText } from '../../components/LatinText';
import { AuditTarget } from './AuditTarget';
import { actionKey, describeValues } from './auditText';

interface AuditCardsProps {
  lines: AuditLine[];
  loading: boolean;
  pagination: ListProps<AuditLine>['pagination'];
  onActor: (line: AuditLine) => void;
  onTarget: (line: AuditLine) => void;
}

/** The log on a phone: one card a line (who, what, on what, before → after), no sideways scroll. */
export function AuditCards({ lines, loading, pagination, onActor, onTarget }: AuditCardsProps) {
  const t = useTranslate();
  const clock = useClock();
  return (
    <List<AuditLine>
      dataSource={lines}
      loading={loading}
      rowKey="_id"
      pagination={pagination}
      locale={{ emptyText: loading ? t('audit.loading') : t('audit.empty') }}
      renderItem={(line) => (
        <List.Item style={{ paddingInline: 0 }}>
          <Card size="small" style={{ width: '100%' }}>
            <Typography.Paragraph style={{ marginBottom: 4, display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
              <Tag color="blue">{t(actionKey(line.action), line.action)}</Tag>
              <Typography.Text type="secondary">{dateTimeIn(line.at, clock.zone)}</Typography.Text>
            </Typography.Paragraph>
            <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px', margin: 0, alignItems: 'baseline' }}>
              <dt style={{ whiteSpace: 'nowrap' }}>
                <Typography.Text type="secondary">{t('audit.actor')}</Typography.Text>
              </dt>
              <dd style={{ margin: 0, minWidth: 0 }}>
                {line.actorId ? (
                  <Button
                    type="link"
                    // A long name wraps inside the card rather than squeezing the caption beside it.
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' }}
                    aria-label={t('audit.filterByActor', { name: line.actorName })}
                    onClick={() => onActor(line)}
                  >
                    <bdi>{line.actorName}</bdi>
                  </Button>
                ) : (
                  <bdi>{line.actorName}</bdi>
                )}
              </dd>
              <dt style={{ whiteSpace: 'nowrap' }}>
                <Typography.Text type="secondary">{t('audit.target')}</Typography.Text>
              </dt>
              <dd style={{ margin: 0, minWidth: 0 }}>
                <AuditTarget line={line} onFilter={onTarget} />
              </dd>
              <dt style={{ whiteSpace: 'nowrap' }}>
                <Typography.Text type="secondary">{t('audit.change')}</Typography.Text>
              </dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {/* Field names and values as stored (e-mails, coordinates, links): before on the left, as the arrow says. */}
                <LatinText>
                  {describeValues(line.before, clock.zone)} → {describeValues(line.after, clock.zone)}
                </LatinText>
              </dd>
            </dl>
          </Card>
        </List.Item>
      )}
    />
  );
}

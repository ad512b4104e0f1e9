import { Link, useTranslate } from '@refinedev/core';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { AuditLine } from '../../domain/audit';
import { targetRoute, targetTypeKey } from './auditText';

interface AuditTargetProps {
  line: AuditLine;
  /** Shows only the lines about this target. */
  onFilter: (line: AuditLine) => void;
}

/** What a line is about, as a person knows it: its kind, its name at the time (filters the log to it) and a link to its screen. */
export function AuditTarget({ line, onFilter }: AuditTargetProps) {
  const t = useTranslate();
  const label = line.targetLabel || line.targetId.slice(0, 8);
  const route = targetRoute(line);
  return (
    <Space size={4} wrap>
      <Typography.Text type="secondary">{t(targetTypeKey(line.targetType), line.targetType)}</Typography.Text>
      <Button
        type="link"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' }}
        aria-label={t('audit.filterByTarget', { name: label })}
        onClick={() => onFilter(line)}
      >
        {/* Isolated: "Name <e-mail>" keeps its brackets in place inside Arabic text. */}
        <bdi>{label}</bdi>
      </Button>
      {route && (
        <Link to={route} aria-label={t('audit.openTarget', { name: label })} title={t('audit.openTarget', { name: label })}>
          <ExportOutlined aria-hidden />
        </Link>
      )}
    </Space>
  );
}

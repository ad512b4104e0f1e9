import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Typography } from 'antd';
import { formatCount } from '../i18n/format';

export interface ListCountProps {
  /** Where the texts are in the catalogue: `loading`, `countOne`, `count` (with `{{count}}`). */
  textsFrom: string;
  total: number;
  /** The first page is on its way (nothing shown yet). */
  loading: boolean;
  /** Said after the count, on the same line. */
  after?: ReactNode;
}

/** How many rows a server-paged list holds in all, said again to screen readers when it changes. */
export function ListCount({ textsFrom, total, loading, after }: ListCountProps) {
  const t = useTranslate();
  return (
    <Typography.Text type="secondary" aria-live="polite">
      {loading
        ? t(`${textsFrom}.loading`)
        : total === 1
          ? t(`${textsFrom}.countOne`)
          : t(`${textsFrom}.count`, { count: formatCount(total) })}
      {after}
    </Typography.Text>
  );
}

export interface ListFailedAlertProps {
  message: string;
  /** The server's words about the failure, when shown. */
  description?: string;
  retryText: string;
  onRetry?: () => void;
  /** The Retry button's size: small beside a count, as the lists above a table have it. */
  retrySize?: 'small' | 'middle';
}

/** A list that could not be fetched: what failed, and Retry. */
export function ListFailedAlert({ message, description, retryText, onRetry, retrySize = 'small' }: ListFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      description={description}
      action={
        onRetry && (
          <Button size={retrySize} onClick={onRetry}>
            {retryText}
          </Button>
        )
      }
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Typography } from 'antd';

export interface TableEmptyTextProps {
  /** The answer is on its way: its rows may well exist, so nothing may be called empty yet. */
  loading?: boolean | { spinning?: boolean };
  /** Said once an answer came back empty ("No … found"). */
  children: ReactNode;
}

/**
 * What an empty table says. antd draws its empty text under the loading spinner, so a slow first page
 * would read "No … found" while its rows are still coming: until the answer, it says it is loading.
 */
export function TableEmptyText({ loading, children }: TableEmptyTextProps) {
  const t = useTranslate();
  const busy = typeof loading === 'object' ? loading.spinning !== false : Boolean(loading);
  if (busy) return <Typography.Text type="secondary">{t('app.loading')}</Typography.Text>;
  return typeof children === 'string' ? <Typography.Text type="secondary">{children}</Typography.Text> : <>{children}</>;
}

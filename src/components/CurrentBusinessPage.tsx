import type { ReactNode } from 'react';
import { useTranslate, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Skeleton } from 'antd';
import type { BusinessType } from '../domain/roles';
import { useCurrentBusiness } from './useCurrentBusiness';

export interface LoadedBusiness<B> {
  business: B;
  type: BusinessType;
  isAdminView: boolean;
  refetch: () => void;
}

export interface CurrentBusinessPageProps<B> {
  /** Where the page's texts are in the catalogue: `retry`, `businessLoadFailed`. */
  textsFrom: string;
  children: (loaded: LoadedBusiness<B>) => ReactNode;
}

/** A page about one business (the owner's, or the one an admin opened): loading, a failure with Retry, then the page. */
export function CurrentBusinessPage<B extends BaseRecord>({ textsFrom, children }: CurrentBusinessPageProps<B>) {
  const t = useTranslate();
  const { business, type, isAdminView, isLoading, error, refetch } = useCurrentBusiness<B>();
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !business || !type) {
    const retry = <Button onClick={refetch}>{t(`${textsFrom}.retry`)}</Button>;
    return <Alert type="error" showIcon message={t(`${textsFrom}.businessLoadFailed`)} description={error?.message} action={retry} />;
  }
  return children({ business, type, isAdminView, refetch });
}

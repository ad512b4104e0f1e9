import { useEffect } from 'react';
import { useTranslate } from '@refinedev/core';
import { Result, Spin } from 'antd';
import { config } from '../../config';

/** Riders work from the rider site; the back-office sends them there at login. */
export default function RiderRedirectPage() {
  const t = useTranslate();
  useEffect(() => {
    window.location.assign(config.riderSiteUrl);
  }, []);
  return (
    <Result
      icon={<Spin size="large" />}
      title={t('layout.riderRedirect')}
      extra={<a href={config.riderSiteUrl}>{config.riderSiteUrl}</a>}
    />
  );
}

import { useEffect } from 'react';
import { useCustom, useTranslate, type HttpError } from '@refinedev/core';
import { Button, Result, Space, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { REDIRECT_AFTER_VERIFY_MS } from '../../domain/auth';
import { AuthCard } from './AuthCard';

/** Confirms the e-mail as soon as the link is opened, then goes to /login. */
export default function ConfirmEmailPage() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { query } = useCustom<{ message: string }, HttpError>({
    url: 'auth.verify',
    method: 'get',
    meta: { id },
    queryOptions: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
    errorNotification: false,
  });

  useEffect(() => {
    if (!query.isSuccess) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_VERIFY_MS);
    return () => clearTimeout(timer);
  }, [query.isSuccess, navigate]);

  const buttons = (
    <Space>
      <Button type="primary" onClick={() => navigate('/login')}>
        {t('auth.goLogin')}
      </Button>
      <Button onClick={() => navigate('/register')}>{t('auth.goRegister')}</Button>
    </Space>
  );
  return (
    <AuthCard title={t('auth.confirmTitle')}>
      {query.isLoading ? (
        <Result icon={<Spin size="large" />} title={t('auth.confirming')} />
      ) : query.isSuccess ? (
        <Result status="success" title={t('messages.verifySuccess')} extra={buttons} />
      ) : (
        <Result
          status="error"
          title={t('messages.verifyFailed')}
          subTitle={query.error?.message || t('messages.verifyAlready')}
          extra={buttons}
        />
      )}
    </AuthCard>
  );
}

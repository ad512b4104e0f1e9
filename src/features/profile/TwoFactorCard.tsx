import { useState } from 'react';
import { useCustom, useCustomMutation, useInvalidateAuthStore, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { dateIn } from '../../domain/clock';
import { isTotpCode } from '../../domain/twoFactor';
import { LATIN_TEXT, LatinText } from '../../components/LatinText';
import { useClock } from '../../components/useClock';
import { authProvider } from '../../providers/authProvider';
import type { TwoFactorEnrolment, TwoFactorState } from '../../providers/endpoints/auth';

/** Two-factor sign-in on the account screen: turn it on (QR code, key, first code), see the recovery codes once, turn it off. */
export function TwoFactorCard() {
  const t = useTranslate();
  const { zone } = useClock();
  const { message } = App.useApp();
  const invalidateIdentity = useInvalidateAuthStore();
  const { query } = useCustom<TwoFactorState, HttpError>({ url: 'auth.twoFactor', method: 'get', errorNotification: false });
  const { mutateAsync } = useCustomMutation<Record<string, unknown>, HttpError>();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = query.data?.data;

  const run = async <T,>(url: string, method: 'post' | 'delete', values: object = {}): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
      return answer.data as unknown as T;
    } catch (e) {
      const failure = e as HttpError;
      setError(
        failure.code === 'twoFactorCodeInvalid' ? t('security.twoFactor.codeInvalid') : failure.message || t('security.twoFactor.failed'),
      );
      return null;
    } finally {
      setBusy(false);
    }
  };
  const changed = async () => {
    authProvider.identityChanged();
    await Promise.all([query.refetch(), invalidateIdentity()]);
  };
  const start = async () => setEnrolment(await run<TwoFactorEnrolment>('auth.startTwoFactor', 'post'));
  const confirm = async () => {
    const answer = await run<{ recoveryCodes: string[] }>('auth.confirmTwoFactor', 'post', { code: code.replace(/\s/g, '') });
    if (!answer) return;
    setEnrolment(null);
    setCode('');
    setCodes(answer.recoveryCodes);
    await changed();
  };
  const turnOff = async () => {
    if ((await run('auth.turnOffTwoFactor', 'delete')) === null) return;
    void message.success(t('security.twoFactor.turnedOff'));
    await changed();
  };

  const title = <span id="two-factor-title">{t('security.twoFactor.title')}</span>;
  if (query.isLoading)
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  if (query.isError || !state)
    return (
      <Card title={title}>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('security.twoFactor.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('buttons.refresh')}</Button>}
        />
      </Card>
    );

  return (
    <Card title={title} data-testid="two-factor-card">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {state.required && <Alert type="warning" showIcon message={t('security.twoFactor.requiredText')} />}
        {error && <Alert type="error" showIcon role="alert" message={error} />}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : state.enabled ? (
          <Flex wrap gap="small" align="center" justify="space-between">
            <Space direction="vertical" size={0}>
              <Space wrap>
                <Tag color="green">{t('security.account.on')}</Tag>
                <Typography.Text>
                  {t('security.twoFactor.on', { date: state.enabledAt ? dateIn(state.enabledAt, zone) : '' })}
                </Typography.Text>
              </Space>
              <Typography.Text type="secondary">{t('security.twoFactor.codesLeft', { count: state.recoveryCodesLeft })}</Typography.Text>
            </Space>
            <Popconfirm
              title={t('security.twoFactor.turnOffConfirm')}
              onConfirm={() => void turnOff()}
              okText={t('security.twoFactor.turnOff')}
              cancelText={t('security.twoFactor.cancel')}
            >
              <Button danger loading={busy}>
                {t('security.twoFactor.turnOff')}
              </Button>
            </Popconfirm>
          </Flex>
        ) : enrolment ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (isTotpCode(code)) void confirm();
            }}
          >
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <Typography.Text>{t('security.twoFactor.scan')}</Typography.Text>
              <img
                src={enrolment.qr}
                alt={t('security.twoFactor.qrAlt')}
                width={184}
                height={184}
                style={{ background: '#fff', alignSelf: 'center' }}
              />
              <div>
                <Typography.Text type="secondary">{t('security.twoFactor.secret')}</Typography.Text>
                <div>
                  <LatinText>
                    <Typography.Text code copyable data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
                      {enrolment.secret}
                    </Typography.Text>
                  </LatinText>
                </div>
              </div>
              <div>
                <label htmlFor="two-factor-code" style={{ display: 'block', marginBottom: 4 }}>
                  {t('security.twoFactor.code')}
                </label>
                <Input
                  id="two-factor-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  style={{ maxWidth: 200 }}
                  dir="ltr"
                />
              </div>
              <Flex gap="small" wrap>
                <Button type="primary" htmlType="submit" loading={busy} disabled={!isTotpCode(code)}>
                  {t('security.twoFactor.confirm')}
                </Button>
                <Button onClick={() => setEnrolment(null)}>{t('security.twoFactor.cancel')}</Button>
              </Flex>
            </Space>
          </form>
        ) : (
          <>
            <Space wrap>
              <Tag>{t('security.account.off')}</Tag>
              <Typography.Text>{t('security.twoFactor.offText')}</Typography.Text>
            </Space>
            <div>
              <Button type="primary" onClick={() => void start()} loading={busy}>
                {t('security.twoFactor.turnOn')}
              </Button>
            </div>
          </>
        )}
      </Space>
    </Card>
  );
}

/** The recovery codes, shown once right after the set-up: copied or written down, then gone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="success" showIcon message={t('security.twoFactor.turnedOn')} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('security.twoFactor.recoveryTitle')}
      </Typography.Title>
      <Typography.Text>{t('security.twoFactor.recoveryText')}</Typography.Text>
      <ol
        data-testid="recovery-codes"
        dir="ltr"
        className={LATIN_TEXT}
        style={{ columns: 2, columnGap: 24, margin: 0, paddingInlineStart: 24, fontFamily: 'monospace' }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <Flex gap="small" wrap>
        <Typography.Text copyable={{ text: codes.join('\n'), tooltips: [t('security.twoFactor.copy'), t('security.twoFactor.copied')] }}>
          {t('security.twoFactor.copy')}
        </Typography.Text>
        <Button type="primary" onClick={onDone}>
          {t('security.twoFactor.done')}
        </Button>
      </Flex>
    </Space>
  );
}

import { useState } from 'react';
import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Flex, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { dateTimeIn } from '../../domain/clock';
import { LatinText } from '../../components/LatinText';
import { useClock } from '../../components/useClock';
import type { AccountSession } from '../../providers/endpoints/auth';

/** Where the account is signed in (one line per browser), each ended on its own, or all the others at once. */
export function SessionsCard() {
  const t = useTranslate();
  const { zone, name } = useClock();
  const { message } = App.useApp();
  const { query } = useCustom<{ sessions: AccountSession[] }, HttpError>({ url: 'auth.sessions', method: 'get', errorNotification: false });
  const { mutateAsync } = useCustomMutation<{ ended: number }, HttpError>();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessions = query.data?.data.sessions;

  const end = async (url: string, method: 'post' | 'delete', id: string) => {
    setBusy(id);
    setError(null);
    try {
      const { data } = await mutateAsync({ url, method, values: {}, meta: { id }, successNotification: false, errorNotification: false });
      void message.success(id === 'others' ? t('security.sessions.endedOthers', { count: data.ended }) : t('security.sessions.ended'));
    } catch (e) {
      setError((e as HttpError).message || t('security.sessions.failed'));
    } finally {
      setBusy(null);
      await query.refetch();
    }
  };

  const deviceOf = (s: AccountSession) =>
    s.browser && s.system
      ? t('security.sessions.device', { browser: s.browser, system: s.system })
      : s.browser || s.system || t('security.sessions.unknown');
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <Card title={t('security.sessions.title')} data-testid="sessions-card">
      <Typography.Paragraph type="secondary">{t('security.sessions.hint', { clock: name })}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} />}
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError || !sessions ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('security.sessions.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('buttons.refresh')}</Button>}
        />
      ) : (
        <List
          dataSource={sessions}
          rowKey="_id"
          renderItem={(s) => (
            <List.Item
              data-testid="session-row"
              actions={
                s.current
                  ? []
                  : [
                      <Popconfirm
                        key="end"
                        title={t('security.sessions.endConfirm')}
                        onConfirm={() => void end('auth.endSession', 'delete', s._id)}
                        okText={t('security.sessions.end')}
                        cancelText={t('security.twoFactor.cancel')}
                      >
                        <Button size="small" loading={busy === s._id}>
                          {t('security.sessions.end')}
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Flex wrap gap={8} align="center">
                    <span>{deviceOf(s)}</span>
                    {s.current && <Tag color="blue">{t('security.sessions.thisBrowser')}</Tag>}
                  </Flex>
                }
                description={
                  <Flex vertical>
                    <span>{t('security.sessions.signedIn', { when: dateTimeIn(s.createdAt, zone) })}</span>
                    <span>{t('security.sessions.lastSeen', { when: dateTimeIn(s.lastSeenAt, zone) })}</span>
                    <span>
                      {t('security.sessions.address', { ip: '' })}
                      <LatinText>{s.ip}</LatinText>
                    </span>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
      {others > 0 && (
        <Popconfirm
          title={t('security.sessions.endOthersConfirm')}
          onConfirm={() => void end('auth.endOtherSessions', 'post', 'others')}
          okText={t('security.sessions.endOthers')}
          cancelText={t('security.twoFactor.cancel')}
        >
          <Button danger loading={busy === 'others'} style={{ marginTop: 12 }}>
            {t('security.sessions.endOthers')}
          </Button>
        </Popconfirm>
      )}
    </Card>
  );
}

import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Button, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { dateTimeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import { LatinText } from '../../components/LatinText';
import { TableEmptyText } from '../../components/TableEmptyText';
import type { Answer } from '../../api/types';
import type { TeamMember } from '../../providers/endpoints/team';

/** A partner's team members as the admin sees them (role, last sign-in), each removable after a confirmation. */
export function PartnerMembers({ ownerId }: { ownerId: string }) {
  const t = useTranslate();
  const { zone } = useClock();
  const { query } = useCustom<Answer<'getPartnerTeam'>, HttpError>({
    url: 'partnerTeam.getList',
    method: 'get',
    meta: { ownerId },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<Answer<'removeTeamMember'>, HttpError>();
  const members = query.data?.data.data ?? [];

  const remove = async (member: TeamMember) => {
    await mutateAsync({
      url: 'partnerTeam.deleteOne',
      method: 'delete',
      values: {},
      meta: { id: member._id },
      successNotification: () => ({ message: t('team.removeMemberDone'), type: 'success' }),
      errorNotification: (e) => ({ message: e?.message ?? t('team.saveFailed'), type: 'error' }),
    }).catch(() => undefined);
    await query.refetch();
  };

  if (query.isLoading) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (query.isError) return <Alert type="error" showIcon message={t('team.loadFailed')} />;
  return (
    <List
      size="small"
      dataSource={members}
      rowKey="_id"
      data-testid="partner-members"
      locale={{ emptyText: <TableEmptyText loading={query.isFetching}>{t('team.noPartnerMembers')}</TableEmptyText> }}
      renderItem={(member) => (
        <List.Item>
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            <bdi>{member.name}</bdi> <Tag>{t(`team.roles.${member.role}`)}</Tag>
            <br />
            <Typography.Text type="secondary">
              <LatinText>{member.email}</LatinText> ·{' '}
              {member.lastSignInAt ? t('team.lastSignIn', { date: dateTimeIn(member.lastSignInAt, zone) }) : t('team.neverSignedIn')}
            </Typography.Text>
          </div>
          <Popconfirm
            title={t('team.removeConfirm', { name: member.name })}
            okText={t('team.remove')}
            cancelText={t('team.keep')}
            okButtonProps={{ danger: true, loading: mutation.isPending }}
            onConfirm={() => remove(member)}
          >
            <Button danger type="text" icon={<DeleteOutlined aria-hidden />} aria-label={t('team.removeLabel', { name: member.name })}>
              {t('team.remove')}
            </Button>
          </Popconfirm>
        </List.Item>
      )}
    />
  );
}

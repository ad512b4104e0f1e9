import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { LATIN_TEXT, LatinText } from '../../components/LatinText';
import { clockNameKey, dateIn, dateTimeIn, type TimeZone } from '../../domain/clock';
import { EMAIL_PATTERN } from '../../domain/auth';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff';
import type { Team, TeamInvitation, TeamMember } from '../../providers/endpoints/team';
import { RoleChange } from './RoleChange';
import { CardTitle, TeamListCard, TeamRow } from './TeamListCard';

export interface InviteValues {
  email: string;
  role: StaffRole;
}

export interface TeamViewProps {
  team: Team | undefined;
  loading: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  zone: TimeZone;
  /** The last action's failure, in the reader's language; the form keeps what was typed. */
  error?: string | null;
  inviting?: boolean;
  /** The id of the row an action is running on. */
  busyId?: string | null;
  /** Resolves true when the invitation left: the form is then emptied. */
  onInvite: (values: InviteValues) => Promise<boolean>;
  onResend: (invitation: TeamInvitation) => void;
  onCancel: (invitation: TeamInvitation) => void;
  onChangeRole: (member: TeamMember, role: StaffRole) => void;
  onRemove: (member: TeamMember) => void;
}

/** The owner's team: invite by e-mail with a role, pending invitations (resend, cancel), members (role, remove). */
export function TeamView(props: TeamViewProps) {
  const { team, loading, loadFailed, onRetry, zone, error, inviting, busyId } = props;
  const t = useTranslate();
  const [form] = Form.useForm<InviteValues>();
  const full = team ? team.total >= team.limit : false;
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: t(`team.roles.${role}`) }));

  const invite = async (values: InviteValues) => {
    if (await props.onInvite({ ...values, email: values.email.trim() })) form.resetFields();
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('team.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('team.intro')}
        </Typography.Paragraph>
      </div>

      {loadFailed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('team.loadFailed')}
          action={
            onRetry && (
              <Button size="small" onClick={onRetry}>
                {t('team.retry')}
              </Button>
            )
          }
        />
      )}

      <Card title={<CardTitle id="team-invite-title">{t('team.inviteTitle')}</CardTitle>}>
        {team && (
          <Typography.Paragraph type="secondary" data-testid="team-count">
            {t('team.count', { total: team.total, limit: team.limit })}
          </Typography.Paragraph>
        )}
        {full && <Alert type="warning" showIcon message={t('team.full')} style={{ marginBottom: 12 }} />}
        {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} />}
        {!full && (
          <Form<InviteValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            aria-labelledby="team-invite-title"
            initialValues={{ role: 'desk' }}
            onFinish={(values) => void invite(values)}
          >
            <Flex gap={12} wrap>
              <Form.Item
                name="email"
                label={t('team.email')}
                style={{ flex: '1 1 220px', marginBottom: 12 }}
                rules={[
                  { required: true, message: t('messages.emailRequired') },
                  {
                    validator: async (_, v: string) =>
                      !v || EMAIL_PATTERN.test(v.trim()) ? undefined : Promise.reject(new Error(t('messages.emailInvalid'))),
                  },
                ]}
              >
                <Input type="email" autoComplete="off" className={LATIN_TEXT} prefix={<MailOutlined aria-hidden />} />
              </Form.Item>
              <Form.Item name="role" label={t('team.role')} style={{ flex: '1 1 180px', marginBottom: 12 }}>
                <Select options={roleOptions} />
              </Form.Item>
            </Flex>
            <Form.Item noStyle shouldUpdate>
              {({ getFieldValue }) => (
                <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
                  {t(`team.roleHints.${getFieldValue('role') === 'manager' ? 'manager' : 'desk'}`)}
                </Typography.Paragraph>
              )}
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={inviting} disabled={!team} icon={<MailOutlined aria-hidden />}>
              {t('team.sendInvitation')}
            </Button>
          </Form>
        )}
      </Card>

      <TeamListCard<TeamInvitation>
        title={t('team.pending')}
        items={team?.invitations}
        loading={loading}
        skeletonRows={2}
        emptyText={t('team.noPending')}
        renderItem={(invitation) => (
          <TeamRow
            testId="team-invitation"
            avatar={<MailOutlined aria-hidden style={{ fontSize: 20 }} />}
            title={<LatinText style={{ overflowWrap: 'anywhere' }}>{invitation.email}</LatinText>}
            description={
              <Space wrap size={4}>
                <Tag>{t(`team.roles.${invitation.role}`)}</Tag>
                {invitation.expired ? (
                  <Tag color="red">{t('team.expired')}</Tag>
                ) : (
                  <Typography.Text type="secondary">{t('team.expires', { date: dateIn(invitation.expiresAt, zone) })}</Typography.Text>
                )}
              </Space>
            }
            actions={
              <>
                <Button
                  type="link"
                  loading={busyId === invitation._id}
                  aria-label={t('team.resendLabel', { email: invitation.email })}
                  onClick={() => props.onResend(invitation)}
                >
                  {t('team.resend')}
                </Button>
                <Popconfirm
                  title={t('team.cancelConfirm', { email: invitation.email })}
                  okText={t('team.cancel')}
                  cancelText={t('team.keep')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => props.onCancel(invitation)}
                >
                  <Button type="link" danger aria-label={t('team.cancelLabel', { email: invitation.email })}>
                    {t('team.cancel')}
                  </Button>
                </Popconfirm>
              </>
            }
          />
        )}
      />

      <TeamListCard<TeamMember>
        title={t('team.members')}
        items={team?.members}
        loading={loading}
        skeletonRows={3}
        emptyText={t('team.noMembers')}
        renderItem={(member) => (
          <TeamRow
            testId="team-member"
            avatar={<UserOutlined aria-hidden style={{ fontSize: 20 }} />}
            title={<bdi>{member.name}</bdi>}
            description={
              <Space direction="vertical" size={0}>
                <LatinText style={{ overflowWrap: 'anywhere' }}>{member.email}</LatinText>
                <Typography.Text type="secondary">
                  {member.lastSignInAt
                    ? t('team.lastSignIn', { date: `${dateTimeIn(member.lastSignInAt, zone)} (${t(clockNameKey(zone))})` })
                    : t('team.neverSignedIn')}
                </Typography.Text>
              </Space>
            }
            actions={
              <>
                <RoleChange member={member} busy={busyId === member._id} onChange={(role) => props.onChangeRole(member, role)} />
                <Popconfirm
                  title={t('team.removeConfirm', { name: member.name })}
                  okText={t('team.remove')}
                  cancelText={t('team.keep')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => props.onRemove(member)}
                >
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('team.removeLabel', { name: member.name })}
                  >
                    {t('team.remove')}
                  </Button>
                </Popconfirm>
              </>
            }
          />
        )}
      />
    </Space>
  );
}

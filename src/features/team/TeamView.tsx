import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Flex, Form, Input, List, Popconfirm, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { dateIn, dateTimeIn, type TimeZone } from '../../domain/clock';
import { EMAIL_PATTERN } from '../../domain/auth';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff';
import { TableEmptyText } from '../../components/TableEmptyText';
import type { Team, TeamInvitation, TeamMember } from '../../providers/endpoints/team';
import { RoleChange } from './RoleChange';

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

/** A card's title, a heading between the page's and its rows'. */
const CardTitle = ({ id, children }: { id?: string; children: string }) => (
  <Typography.Title level={3} id={id} style={{ margin: 0, fontSize: 16 }}>
    {children}
  </Typography.Title>
);

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
                <Input type="email" autoComplete="off" prefix={<MailOutlined aria-hidden />} />
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

      <Card title={<CardTitle>{t('team.pending')}</CardTitle>}>
        {loading && !team ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <List
            dataSource={team?.invitations ?? []}
            rowKey="_id"
            locale={{ emptyText: <TableEmptyText loading={loading}>{t('team.noPending')}</TableEmptyText> }}
            renderItem={(invitation) => (
              <List.Item data-testid="team-invitation">
                <Flex wrap gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
                  <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <List.Item.Meta
                      avatar={<MailOutlined aria-hidden style={{ fontSize: 20 }} />}
                      title={
                        <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                          {invitation.email}
                        </bdi>
                      }
                      description={
                        <Space wrap size={4}>
                          <Tag>{t(`team.roles.${invitation.role}`)}</Tag>
                          {invitation.expired ? (
                            <Tag color="red">{t('team.expired')}</Tag>
                          ) : (
                            <Typography.Text type="secondary">
                              {t('team.expires', { date: dateIn(invitation.expiresAt, zone) })}
                            </Typography.Text>
                          )}
                        </Space>
                      }
                    />
                  </div>
                  <Space wrap size={4}>
                    <Button
                      key="resend"
                      type="link"
                      loading={busyId === invitation._id}
                      aria-label={t('team.resendLabel', { email: invitation.email })}
                      onClick={() => props.onResend(invitation)}
                    >
                      {t('team.resend')}
                    </Button>
                    <Popconfirm
                      key="cancel"
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
                  </Space>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>

      <Card title={<CardTitle>{t('team.members')}</CardTitle>}>
        {loading && !team ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <List
            dataSource={team?.members ?? []}
            rowKey="_id"
            locale={{ emptyText: <TableEmptyText loading={loading}>{t('team.noMembers')}</TableEmptyText> }}
            renderItem={(member) => (
              <List.Item data-testid="team-member">
                <Flex wrap gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
                  <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <List.Item.Meta
                      avatar={<UserOutlined aria-hidden style={{ fontSize: 20 }} />}
                      title={<bdi>{member.name}</bdi>}
                      description={
                        <Space direction="vertical" size={0}>
                          <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                            {member.email}
                          </bdi>
                          <Typography.Text type="secondary">
                            {member.lastSignInAt
                              ? t('team.lastSignIn', { date: dateTimeIn(member.lastSignInAt, zone) })
                              : t('team.neverSignedIn')}
                          </Typography.Text>
                        </Space>
                      }
                    />
                  </div>
                  <Space wrap size={4}>
                    <RoleChange
                      key="role"
                      member={member}
                      busy={busyId === member._id}
                      onChange={(role) => props.onChangeRole(member, role)}
                    />
                    <Popconfirm
                      key="remove"
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
                  </Space>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  );
}

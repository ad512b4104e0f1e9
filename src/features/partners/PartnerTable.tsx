import { useMemo, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { EditOutlined, IdcardOutlined, KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Grid, Input, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatPhone } from '../../domain/phone';
import { filterPartners, hasIdentity, type Partner } from './partnerLists';

export const PARTNER_PAGE_SIZE = 10;

export interface PartnerTableProps {
  partners: readonly Partner[];
  loading?: boolean;
  /** The list could not be fetched ('Error fetching partners' was shown). */
  failed?: boolean;
  onRetry?: () => void;
  /** Show each account's role (the non-verified list mixes roles). */
  showRole?: boolean;
  /** Accounts whose verification is being saved. */
  savingIds?: ReadonlySet<string>;
  onVerifiedChange: (partner: Partner, verified: boolean) => void;
  onEditEmail: (partner: Partner) => void;
  onShowDetails: (partner: Partner) => void;
  onReset: (partner: Partner) => void;
}

/** SPEC §2 "Admin partner table": search by name (or e-mail), 10 rows a page, verified checkbox, e-mail, details, reset. */
export function PartnerTable({
  partners,
  loading = false,
  failed = false,
  onRetry,
  showRole = false,
  savingIds,
  onVerifiedChange,
  onEditEmail,
  onShowDetails,
  onReset,
}: PartnerTableProps) {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => filterPartners(partners, query), [partners, query]);
  const screens = Grid.useBreakpoint();
  const compact = !screens.sm;

  const roleLabel = (role: string) => t(`partners.roles.${role}`, role);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Input.Search
          allowClear
          aria-label={t('partners.searchLabel')}
          placeholder={t('partners.searchPlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
        {!loading && !failed && (
          <Typography.Text type="secondary" aria-live="polite">
            {rows.length === 1 ? t('partners.countOne') : t('partners.count', { count: rows.length })}
          </Typography.Text>
        )}
      </Space>
      {failed && (
        <Alert
          type="error"
          showIcon
          message={t('messages.partnersFetchFailed')}
          action={
            onRetry && (
              <Button size="small" onClick={onRetry}>
                {t('partners.retry')}
              </Button>
            )
          }
        />
      )}
      <Table<Partner>
        rowKey="_id"
        dataSource={rows}
        loading={loading}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PARTNER_PAGE_SIZE, onChange: setPage, showSizeChanger: false, hideOnSinglePage: false }}
        locale={{ emptyText: <Typography.Text type="secondary">{query.trim() ? t('partners.noMatch', { query: query.trim() }) : t('partners.empty')}</Typography.Text> }}
      >
        <Table.Column<Partner>
          key="name"
          title={t('partners.columns.name')}
          render={(_, p) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{p.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {p.email}
              </Typography.Text>
            </Space>
          )}
        />
        <Table.Column<Partner> key="phone" title={t('partners.columns.phone')} responsive={['md']} render={(_, p) => <span style={{ whiteSpace: 'nowrap' }} dir="ltr">{formatPhone(p.phone)}</span>} />
        {showRole && <Table.Column<Partner> key="role" title={t('partners.columns.role')} render={(_, p) => roleLabel(p.role)} />}
        <Table.Column<Partner>
          key="business"
          title={t('partners.columns.business')}
          responsive={['sm']}
          render={(_, p) => {
            if (p.role === 'rider') return p.Number_Rider ? t('partners.riderNumber', { number: p.Number_Rider }) : '—';
            if (p.businessId && p.businessType) return <Link to={`/settings/${p.businessType}/${p.businessId}`}>{p.businessName}</Link>;
            return <Typography.Text type="secondary">{t('partners.noBusiness')}</Typography.Text>;
          }}
        />
        <Table.Column<Partner>
          key="identity"
          title={t('partners.columns.identity')}
          responsive={['sm']}
          render={(_, p) =>
            hasIdentity(p) ? (
              <Tag color="#e3f4d7" style={{ color: '#1f5c0a', borderColor: '#9fd382' }}>
                {t('partners.identitySent')}
              </Tag>
            ) : (
              <Tag style={{ color: '#595959' }}>{t('partners.identityMissing')}</Tag>
            )
          }
        />
        <Table.Column<Partner>
          key="verified"
          title={t('partners.columns.verified')}
          align="center"
          render={(_, p) => (
            <Checkbox
              checked={p.verified}
              disabled={savingIds?.has(p._id)}
              aria-label={t('partners.verifiedLabel', { name: p.name })}
              onChange={(e) => onVerifiedChange(p, e.target.checked)}
            />
          )}
        />
        <Table.Column<Partner>
          key="actions"
          title={t('partners.columns.actions')}
          render={(_, p) => (
            <Space size={4} wrap>
              <Button size="small" icon={<IdcardOutlined />} aria-label={t('partners.detailsOf', { name: p.name })} onClick={() => onShowDetails(p)}>
                {compact ? null : t('partners.details')}
              </Button>
              <Button size="small" icon={<EditOutlined />} aria-label={t('partners.editEmailOf', { name: p.name })} title={t('partners.editEmail')} onClick={() => onEditEmail(p)} />
              <Button size="small" icon={<KeyOutlined />} aria-label={t('partners.resetOf', { name: p.name })} title={t('partners.reset')} onClick={() => onReset(p)} />
            </Space>
          )}
        />
      </Table>
    </Space>
  );
}

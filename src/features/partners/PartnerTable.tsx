import { useTranslate } from '@refinedev/core';
import { EditOutlined, IdcardOutlined, KeyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Grid, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatPhone } from '../../domain/phone';
import { LatinText, TYPED_DIRECTION } from '../../components/LatinText';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { useSearchDraft } from '../../components/useSearchDraft';
import { hasIdentity, PARTNER_ROLES, type Partner, type PartnerFilters } from './partnerLists';

/** `failed`: the list could not be fetched ('Error fetching partners' was shown). */
export interface PartnerTableProps extends ServerListProps<Partner, PartnerFilters> {
  /** The page of partners the server answered. */
  partners: readonly Partner[];
  /** Show each account's role and a role filter (the non-verified list mixes roles); else a verified filter. */
  showRole?: boolean;
  /** Accounts whose verification is being saved. */
  savingIds?: ReadonlySet<string>;
  onVerifiedChange: (partner: Partner, verified: boolean) => void;
  onEditEmail: (partner: Partner) => void;
  onShowDetails: (partner: Partner) => void;
  onReset: (partner: Partner) => void;
}

/**
 * SPEC §2 "Admin partner table": search by name (or e-mail), verified checkbox, e-mail, details, reset.
 * The server pages, searches and counts; this draws the page it answered and says the total.
 */
export function PartnerTable({
  partners,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
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
  const [text, setText] = useSearchDraft(filters.q, (q) => onFiltersChange({ q }));
  const screens = Grid.useBreakpoint();
  const compact = !screens.sm;

  const roleLabel = (role: string) => t(`partners.roles.${role}`, role);
  const query = filters.q?.trim();

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }} role="search" aria-label={t('partners.filters')}>
        <Space wrap>
          <Input.Search
            allowClear
            // A name or an e-mail.
            className={TYPED_DIRECTION}
            aria-label={t('partners.searchLabel')}
            placeholder={t('partners.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(value) => onFiltersChange({ q: value.trim() || undefined })}
            style={{ width: 280, maxWidth: '100%' }}
          />
          {showRole ? (
            <Select
              aria-label={t('partners.roleFilter')}
              value={filters.type ?? ''}
              onChange={(type: string) => onFiltersChange({ type: type || undefined })}
              style={{ width: 180 }}
              options={[
                { value: '', label: t('partners.allRoles') },
                ...PARTNER_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
              ]}
            />
          ) : (
            <Select
              aria-label={t('partners.verifiedFilter')}
              value={filters.verified === undefined ? '' : String(filters.verified)}
              onChange={(value: string) => onFiltersChange({ verified: value === '' ? undefined : value === 'true' })}
              style={{ width: 180 }}
              options={[
                { value: '', label: t('partners.allAccounts') },
                { value: 'true', label: t('partners.onlyVerified') },
                { value: 'false', label: t('partners.onlyNotVerified') },
              ]}
            />
          )}
        </Space>
        {!failed && <ListCount textsFrom="partners" total={total} loading={loading && partners.length === 0} />}
      </Space>
      {failed && <ListFailedAlert message={t('messages.partnersFetchFailed')} retryText={t('partners.retry')} onRetry={onRetry} />}
      <ServerTable<Partner>
        rowKey="_id"
        rows={partners}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={query ? t('partners.noMatch', { query }) : t('partners.empty')}
      >
        <Table.Column<Partner>
          key="name"
          title={t('partners.columns.name')}
          render={(_, p) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{p.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                <LatinText>{p.email}</LatinText>
              </Typography.Text>
            </Space>
          )}
        />
        <Table.Column<Partner>
          key="phone"
          title={t('partners.columns.phone')}
          responsive={['md']}
          render={(_, p) => <LatinText style={{ whiteSpace: 'nowrap' }}>{formatPhone(p.phone)}</LatinText>}
        />
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
              <Button
                size="small"
                icon={<IdcardOutlined />}
                aria-label={t('partners.detailsOf', { name: p.name })}
                onClick={() => onShowDetails(p)}
              >
                {compact ? null : t('partners.details')}
              </Button>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('partners.editEmailOf', { name: p.name })}
                title={t('partners.editEmail')}
                onClick={() => onEditEmail(p)}
              />
              <Button
                size="small"
                icon={<KeyOutlined />}
                aria-label={t('partners.resetOf', { name: p.name })}
                title={t('partners.reset')}
                onClick={() => onReset(p)}
              />
            </Space>
          )}
        />
      </ServerTable>
    </Space>
  );
}

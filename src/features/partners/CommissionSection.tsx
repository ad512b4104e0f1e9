import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { App, Button, Descriptions, Flex, Form, Input, Skeleton, Table, Tag, Typography, type TableProps } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { Answer, RequestBody } from '../../api/types';
import { DecimalInput } from '../../components/DecimalInput';
import { LATIN_TEXT } from '../../components/LatinText';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { Money } from '../../components/Money';
import { ServerTable } from '../../components/ServerTable';
import { useClock } from '../../components/useClock';
import { dateTimeIn, dayIn, momentOfWallClock, timeIn, type TimeZone } from '../../domain/clock';
import { percentToRate, rateText, validateCommissionTerms, type CommissionTermsInput } from '../../domain/commission';
import type { BusinessType } from '../../domain/roles';
import { SERVER_MSG } from '../../domain/serverMessages';
import { currency } from '../../i18n/format';
import { i18nProvider } from '../../providers/i18nProvider';

export type CommissionTermsRow = Answer<'getCommissionTerms'>['current'];
export type NewCommissionTerms = RequestBody<'setCommissionTerms'>;

/** The form's values: the rate as a percentage, the fee in dh, the start as the account's wall clock ("YYYY-MM-DDTHH:mm"). */
interface TermsValues {
  rate: number | null;
  fixedFee: number | null;
  effectiveFrom: string;
}
type Field = keyof CommissionTermsInput;

export interface CommissionSectionProps {
  businessName: string;
  businessType: BusinessType;
  /** The terms in force; undefined until the first answer. */
  current?: CommissionTermsRow;
  /** The terms could not be read. */
  failed?: boolean;
  onRetry?: () => void;
  /** The history's page, as the server answered it. */
  history: {
    rows: readonly CommissionTermsRow[];
    total: number;
    pagination: TableProps<CommissionTermsRow>['pagination'];
    onChange?: TableProps<CommissionTermsRow>['onChange'];
    loading?: boolean;
  };
  saving?: boolean;
  /** Sends the new terms; rejects with the server's refusal (`errors`: its words by field) and then nothing was saved. */
  onSave: (terms: NewCommissionTerms) => Promise<unknown>;
  /** The present moment (stories fix it). */
  now?: () => Date;
}

const FIELDS: readonly Field[] = ['rate', 'fixedFee', 'effectiveFrom'];
const PROBLEMS = ['commissionRateInvalid', 'commissionFeeInvalid', 'commissionStartInPast'] as const;

/** What a datetime-local field shows for a moment, on the account's clock. */
const wallText = (at: Date, zone: TimeZone) => `${dayIn(at, zone)}T${timeIn(at, zone)}`;
/** The moment a datetime-local value stands for on the account's clock; null when it is not one. */
function momentOf(text: string, zone: TimeZone): Date | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(text)) return null;
  const wallMs = Date.parse(`${text}:00Z`);
  return Number.isNaN(wallMs) ? null : momentOfWallClock(wallMs, zone);
}

/**
 * A business's commission on the partner's details (admins): the terms in force, their history (server-paged)
 * and new terms. The rate is typed as a percentage and sent in basis points exactly; the start is now unless
 * a later moment is chosen; a confirmation says which orders the change reaches.
 */
export function CommissionSection({
  businessName,
  businessType,
  current,
  failed,
  onRetry,
  history,
  saving = false,
  onSave,
  now = () => new Date(),
}: CommissionSectionProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`partners.commission.${key}`, options);
  const { modal } = App.useApp();
  const clock = useClock();
  const [form] = Form.useForm<TermsValues>();
  // Left as it opened, the start means "now" when saved: the server's now, never a minute already past.
  const [openedAt, setOpenedAt] = useState(() => wallText(now(), clock.zone));
  const point = i18nProvider.getLocale() === 'en' ? '.' : ',';
  const percent = (rate: number) => <bdi style={{ whiteSpace: 'nowrap' }}>{k('percent', { rate: rateText(rate, point) })}</bdi>;
  const when = (moment: string | Date) => <bdi className={LATIN_TEXT}>{dateTimeIn(moment, clock.zone)}</bdi>;

  const problem = (text: string) => {
    const key = PROBLEMS.find((p) => SERVER_MSG[p] === text);
    return key ? k(`problems.${key}`) : text;
  };
  const showErrors = (errors: Partial<Record<string, unknown>>) =>
    form.setFields(
      FIELDS.filter((name) => typeof errors[name] === 'string').map((name) => ({ name, errors: [problem(errors[name] as string)] })),
    );

  const submit = (values: TermsValues) => {
    const at = values.effectiveFrom && values.effectiveFrom !== openedAt ? momentOf(values.effectiveFrom, clock.zone) : undefined;
    const rate = percentToRate(values.rate);
    const terms = {
      rate: rate ?? undefined,
      fixedFee: values.fixedFee ?? 0,
      effectiveFrom: at === undefined ? undefined : (at?.toISOString() ?? ''),
    };
    const errors = validateCommissionTerms(terms, now());
    if (Object.keys(errors).length) return showErrors(errors);
    const body: NewCommissionTerms = { rate: rate!, fixedFee: terms.fixedFee, ...(at ? { effectiveFrom: at.toISOString() } : {}) };
    modal.confirm({
      title: k('confirmTitle', { name: businessName }),
      content: k('confirmText', { date: `${dateTimeIn(at ?? now(), clock.zone)} (${clock.name})` }),
      okText: k('confirm'),
      cancelText: k('cancel'),
      onOk: () =>
        onSave(body).then(
          () => {
            const start = wallText(now(), clock.zone);
            setOpenedAt(start);
            form.setFieldsValue({ rate: null, fixedFee: null, effectiveFrom: start });
          },
          // What was typed stays; the server's words go on their fields (a toast says the rest).
          (error: { errors?: Record<string, unknown> }) => showErrors(error?.errors ?? {}),
        ),
    });
  };

  return (
    <Flex vertical gap={16}>
      <section aria-label={k('inForce')}>
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          {k('inForce')}
        </Typography.Title>
        {failed ? (
          <ListFailedAlert message={k('loadFailed')} retryText={k('retry')} onRetry={onRetry} />
        ) : !current ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <Descriptions column={1} size="small" bordered data-testid="commission-current">
            <Descriptions.Item label={k('rate')}>{percent(current.rate)}</Descriptions.Item>
            <Descriptions.Item label={k('fixedFee')}>
              <Money value={current.fixedFee} />
            </Descriptions.Item>
            <Descriptions.Item label={k('since')}>
              {current.isDefault || !current.effectiveFrom ? (
                <Tag>{k(`defaultFor.${businessType}`)}</Tag>
              ) : (
                <>
                  {when(current.effectiveFrom)} <Typography.Text type="secondary">({clock.name})</Typography.Text>
                </>
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </section>

      <section aria-label={k('history.title')}>
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
            {k('history.title')}
          </Typography.Title>
          <ListCount textsFrom="partners.commission.history" total={history.total} loading={!!history.loading && !history.rows.length} />
        </Flex>
        <ServerTable<CommissionTermsRow>
          rows={history.rows}
          rowKey={(row) => row._id ?? 'default'}
          emptyText={k('history.empty')}
          loading={history.loading}
          pagination={history.pagination}
          onChange={history.onChange}
        >
          <Table.Column<CommissionTermsRow>
            key="from"
            title={k('history.from')}
            render={(_, row) =>
              row.effectiveFrom && (
                <>
                  {when(row.effectiveFrom)}{' '}
                  {new Date(row.effectiveFrom).getTime() > now().getTime() && <Tag color="blue">{k('history.upcoming')}</Tag>}
                </>
              )
            }
          />
          <Table.Column<CommissionTermsRow> key="rate" title={k('rate')} render={(_, row) => percent(row.rate)} />
          <Table.Column<CommissionTermsRow> key="fee" title={k('fixedFee')} render={(_, row) => <Money value={row.fixedFee} />} />
          <Table.Column<CommissionTermsRow> key="by" title={k('setBy')} render={(_, row) => <bdi>{row.setBy?.name ?? '—'}</bdi>} />
          <Table.Column<CommissionTermsRow>
            key="written"
            title={k('history.written')}
            render={(_, row) => row.createdAt && when(row.createdAt)}
          />
        </ServerTable>
        <Typography.Text type="secondary">{t('clock.timesIn', { clock: clock.name })}</Typography.Text>
      </section>

      <section aria-label={k('change')}>
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          {k('change')}
        </Typography.Title>
        <Form<TermsValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          // The picker offers no past moment (min), and a past one typed is told in the app's words, not the browser's.
          noValidate
          initialValues={{ rate: null, fixedFee: null, effectiveFrom: openedAt }}
          disabled={saving}
          onFinish={submit}
          onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name: name as Field, errors: [] })))}
        >
          <Flex wrap gap={16}>
            <Form.Item name="rate" label={k('ratePercent')} extra={k('rateHelp')} style={{ flex: '1 1 140px', marginBottom: 0 }}>
              <DecimalInput suffix="%" />
            </Form.Item>
            <Form.Item name="fixedFee" label={k('fixedFee')} style={{ flex: '1 1 140px', marginBottom: 0 }}>
              <DecimalInput precision={2} suffix={currency()} placeholder="0,00" />
            </Form.Item>
            <Form.Item
              name="effectiveFrom"
              label={k('startsAt')}
              extra={k('startsHelp', { clock: clock.name })}
              style={{ flex: '1 1 200px', marginBottom: 0 }}
            >
              <Input type="datetime-local" className={LATIN_TEXT} min={wallText(now(), clock.zone)} />
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving} style={{ marginTop: 16 }}>
            {k('save')}
          </Button>
        </Form>
      </section>
    </Flex>
  );
}

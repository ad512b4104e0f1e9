import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { LATIN_TEXT, LatinText } from '../../components/LatinText';
import { ListFailedAlert } from '../../components/ListStatus';
import { MAX_LEGAL_ADDRESS_CHARS, MAX_LEGAL_NAME_CHARS, validateBankDetails, type BankDetailsField } from '../../domain/legalIdentity';
import { SERVER_MSG } from '../../domain/serverMessages';
import type { BankDetails, BankDetailsChange } from './types';

export interface BankDetailsCardProps {
  /** undefined until the first answer. */
  details?: BankDetails;
  failed?: boolean;
  error?: string;
  onRetry?: () => void;
  /** The owner may change them; a manager reads them. */
  canEdit: boolean;
  saving?: boolean;
  /** Sends the change; rejects with the server's refusal (`errors`: its words by field), and then nothing was saved. */
  onSave: (change: BankDetailsChange) => Promise<unknown>;
}

interface BankValues {
  legalName: string;
  legalAddress: string;
  ice: string;
  rib: string;
}

const FIELDS: readonly BankDetailsField[] = ['legalName', 'legalAddress', 'ice', 'rib'];
/** The server's words this form says in the reader's language (any other is shown as it came). */
const PROBLEMS = [
  'legalNameTooLong',
  'legalNameOneLine',
  'legalAddressTooLong',
  'iceInvalid',
  'ribInvalid',
  'textHasControl',
  'nameInvisible',
] as const;

/**
 * Who the commission invoices are made out to and where payouts go: legal name, address, ICE (optional, 15 digits)
 * and the RIB, shown masked with whether the marketplace has verified it. The owner edits them (a new RIB is typed
 * whole, never shown back); the form checks them by the server's own rule, and a refused save keeps what was typed.
 */
export function BankDetailsCard({ details, failed, error, onRetry, canEdit, saving = false, onSave }: BankDetailsCardProps) {
  const t = useTranslate();
  const k = (key: string) => t(`payments.bank.${key}`);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<BankValues>();

  const problem = (text: string) => {
    const key = PROBLEMS.find((p) => SERVER_MSG[p] === text);
    return key ? k(`problems.${key}`) : text;
  };
  const showErrors = (errors: Partial<Record<string, unknown>>) =>
    form.setFields(
      FIELDS.filter((name) => typeof errors[name] === 'string').map((name) => ({ name, errors: [problem(errors[name] as string)] })),
    );

  const submit = (values: BankValues) => {
    const change: BankDetailsChange = {
      legalName: values.legalName ?? '',
      legalAddress: values.legalAddress ?? '',
      ice: values.ice?.trim() ? values.ice : null,
      ...(values.rib?.trim() ? { rib: values.rib } : {}),
    };
    const errors = validateBankDetails(change);
    if (Object.keys(errors).length) return showErrors(errors);
    onSave(change).then(
      () => {
        setEditing(false);
        form.resetFields();
      },
      // What was typed stays; the server's words go on their fields (a toast says the rest).
      (refusal: { errors?: Record<string, unknown> }) => showErrors(refusal?.errors ?? {}),
    );
  };

  const rib = details?.rib;
  const ribTag = rib && (rib.verified ? <Tag color="success">{k('verified')}</Tag> : <Tag color="warning">{k('waiting')}</Tag>);
  const none = <Typography.Text type="secondary">{k('none')}</Typography.Text>;

  return (
    <Card title={k('title')} data-testid="bank-details">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{k('hint')}</Typography.Text>
        {failed ? (
          <ListFailedAlert message={k('loadFailed')} description={error} retryText={t('payments.retry')} onRetry={onRetry} />
        ) : !details ? (
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        ) : editing ? (
          <Form<BankValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={saving}
            initialValues={{
              legalName: details.legalName ?? '',
              legalAddress: details.legalAddress ?? '',
              ice: details.ice ?? '',
              rib: '',
            }}
            onFinish={submit}
            onValuesChange={(changed) =>
              form.setFields(Object.keys(changed).map((name) => ({ name: name as BankDetailsField, errors: [] })))
            }
          >
            <Form.Item name="legalName" label={k('legalName')}>
              <Input maxLength={MAX_LEGAL_NAME_CHARS} autoComplete="organization" />
            </Form.Item>
            <Form.Item name="legalAddress" label={k('legalAddress')}>
              <Input.TextArea maxLength={MAX_LEGAL_ADDRESS_CHARS} autoSize={{ minRows: 2, maxRows: 4 }} autoComplete="street-address" />
            </Form.Item>
            <Form.Item name="ice" label={k('ice')} extra={k('iceHelp')}>
              <Input className={LATIN_TEXT} inputMode="numeric" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="rib"
              label={rib ? k('newRib') : k('rib')}
              extra={
                <>
                  {k('ribHelp')} {rib && k('keepRib')} {k('waitingHint')}
                </>
              }
            >
              <Input className={LATIN_TEXT} inputMode="numeric" autoComplete="off" placeholder={rib?.masked} />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
                {k('save')}
              </Button>
              <Button
                onClick={() => {
                  setEditing(false);
                  form.resetFields();
                }}
                disabled={saving}
              >
                {k('cancel')}
              </Button>
            </Flex>
          </Form>
        ) : (
          <>
            <Descriptions
              size="small"
              bordered
              column={1}
              items={[
                { key: 'legalName', label: k('legalName'), children: details.legalName ? <bdi>{details.legalName}</bdi> : none },
                {
                  key: 'legalAddress',
                  label: k('legalAddress'),
                  children: details.legalAddress ? <bdi style={{ whiteSpace: 'pre-line' }}>{details.legalAddress}</bdi> : none,
                },
                { key: 'ice', label: k('ice'), children: details.ice ? <LatinText>{details.ice}</LatinText> : none },
                {
                  key: 'rib',
                  label: k('rib'),
                  children: rib ? (
                    <Flex gap={8} wrap align="center">
                      <LatinText data-testid="rib-masked">{rib.masked}</LatinText>
                      {ribTag}
                    </Flex>
                  ) : (
                    none
                  ),
                },
              ]}
            />
            {canEdit ? (
              <div>
                <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                  {k('edit')}
                </Button>
              </div>
            ) : (
              <Typography.Text type="secondary">{k('ownerOnly')}</Typography.Text>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}

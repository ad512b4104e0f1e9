import { useCustom, useTranslate, type HttpError } from '@refinedev/core';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { CurrentBusinessPage } from '../../components/CurrentBusinessPage';
import { ListFailedAlert } from '../../components/ListStatus';
import { InvoiceDocument } from './InvoiceDocument';
import { invoicePath, PAYMENTS_PATH, PAYOUTS_PATH, statementPath } from './paths';
import { PrintSheet } from './PrintSheet';
import type { Invoice } from './types';

/** A commission invoice or credit note, as issued, ready to print on A4 (or save as PDF). */
export default function InvoicePage() {
  const { id = '' } = useParams();
  // An admin comes from Payouts with the partner's business named; an owner reads its own.
  const partner = useSearchParams()[0].get('business');
  if (partner) return <InvoiceView businessId={partner} invoiceId={id} asAdmin />;
  return (
    <CurrentBusinessPage<{ _id: string; name: string }> textsFrom="payments">
      {({ business }) => <InvoiceView businessId={business._id} invoiceId={id} />}
    </CurrentBusinessPage>
  );
}

function InvoiceView({ businessId, invoiceId, asAdmin = false }: { businessId: string; invoiceId: string; asAdmin?: boolean }) {
  const linked = (id: string) => invoicePath(id, asAdmin ? businessId : null);
  const t = useTranslate();
  const { query } = useCustom<Invoice, HttpError>({
    url: 'payments.invoice',
    method: 'get',
    meta: { businessId, invoiceId },
    errorNotification: false,
  });
  const invoice = query.isSuccess ? query.data?.data : undefined;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Link to={asAdmin ? PAYOUTS_PATH : PAYMENTS_PATH}>
          <ArrowLeftOutlined aria-hidden /> {t(asAdmin ? 'payments.backToPayouts' : 'payments.back')}
        </Link>
        {invoice && (
          <Flex wrap gap={12} align="center">
            {invoice.credits && (
              <Link to={linked(invoice.credits._id)}>{t('payments.invoice.credits', { number: invoice.credits.number })}</Link>
            )}
            {invoice.creditedBy && (
              <Link to={linked(invoice.creditedBy._id)}>{t('payments.invoice.creditedBy', { number: invoice.creditedBy.number })}</Link>
            )}
            {!asAdmin && <Link to={statementPath(invoice.statementId)}>{t('payments.invoice.statement')}</Link>}
            <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
              {t('payments.print')}
            </Button>
          </Flex>
        )}
      </Flex>
      {query.isError ? (
        <ListFailedAlert
          message={t('payments.invoice.loadFailed')}
          description={query.error?.message}
          retryText={t('payments.retry')}
          onRetry={() => void query.refetch()}
          retrySize="middle"
        />
      ) : !invoice ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <Card style={{ maxWidth: 820 }}>
            <InvoiceDocument invoice={invoice} />
          </Card>
          <PrintSheet testId="invoice-print">
            <InvoiceDocument invoice={invoice} />
          </PrintSheet>
        </>
      )}
    </Flex>
  );
}

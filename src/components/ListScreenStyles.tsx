import { Card, DatePicker, Empty, Input, Pagination, Select, Space, Table, Tag } from 'antd';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AntdConfig } from './LocaleConfig';
import { theme } from '../theme';

/**
 * The styles of a list screen's antd components (a table in a card, its search, filters and pages), computed ahead
 * of time as SignedInStyles does for the layout: on a signed-in page loaded afresh, while the app's words and the
 * screen's data are on their way, so that the list's first rows are drawn without that work in between. Detached,
 * nothing of it is in the page.
 */
function ListScreenStyles() {
  return (
    <AntdConfig theme={theme}>
      <Card>
        <Space wrap>
          <Input.Search />
          <Select options={[]} />
          <DatePicker.RangePicker />
          <Tag />
        </Space>
        <Table columns={[{ key: 'a', title: 'a', sorter: true }]} dataSource={[{ key: 1 }]} pagination={{ total: 40 }} />
        <Table dataSource={[]} />
        <Pagination total={40} />
        <Empty />
      </Card>
    </AntdConfig>
  );
}

let computed = false;

/** Computes a list screen's styles ahead of time (once), yielding to the browser as it goes. */
export function computeListScreenStyles() {
  if (computed) return;
  computed = true;
  const root = createRoot(document.createElement('div'));
  startTransition(() => root.render(<ListScreenStyles />));
}

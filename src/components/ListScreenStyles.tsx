import { Card, DatePicker, Empty, Input, Pagination, Select, Space, Table, Tag } from 'antd';
import { AntdConfig } from './LocaleConfig';
import { stylesAhead } from './stylesAhead';
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

/** Computes a list screen's styles ahead of time (once). */
export const computeListScreenStyles = stylesAhead(() => <ListScreenStyles />);

import {
  Alert,
  App as AntdApp,
  Button,
  Drawer,
  Dropdown,
  Flex,
  Layout,
  Menu,
  Modal,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { AntdConfig } from './LocaleConfig';
import { stylesAhead } from './stylesAhead';
import { theme } from '../theme';

/**
 * antd computes each component's styles the first time one is drawn, and keeps them while one is drawn. The
 * components of the signed-in layout, drawn once in a detached element while a person types their password (and
 * kept), have their styles ready when "Log in" is pressed: on a phone, the layout then appears without that work in
 * between. The same antd configuration as the app's (AntdConfig, inside its LocaleConfig), so the app finds these styles
 * rather than computing its own. Detached, and without LocaleConfig's effects on the page: nothing of it is in the page.
 */
function SignedInStyles() {
  return (
    <AntdConfig theme={theme}>
      <AntdApp>
        <div>
          <Layout hasSider>
            <Layout.Sider>
              <Menu items={[{ key: 'home' }]} />
            </Layout.Sider>
            <Layout>
              <Layout.Header>
                <Flex gap="small">
                  <Button type="text" />
                  <Switch />
                  <Tag />
                  <Dropdown menu={{ items: [] }}>
                    <Button />
                  </Dropdown>
                  <Tooltip title={<span />}>
                    <span />
                  </Tooltip>
                </Flex>
              </Layout.Header>
              <Layout.Content>
                <Space>
                  <Alert />
                  <Typography.Title level={4} />
                  <Typography.Text />
                  <Spin />
                </Space>
              </Layout.Content>
            </Layout>
          </Layout>
          <Drawer open={false} />
          <Modal open={false} />
        </div>
      </AntdApp>
    </AntdConfig>
  );
}

/** Computes the signed-in layout's styles ahead of time (once). */
export const computeSignedInStyles = stylesAhead(() => <SignedInStyles />);

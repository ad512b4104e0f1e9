import { token } from '../designTokens';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { useT } from '../i18n/useLocale';
import { AppLink } from './navigation';
import { PlainIcon } from './PlainIcon';

/**
 * The app's name and mark, leading to the landing page, at the top of the public pages. Outside any antd component
 * (antd's link style does not reach it), so it takes the app's link colour itself.
 */
export function BrandLink({ fontWeight = 600 }: { fontWeight?: 600 | 700 }) {
  const t = useT();
  return (
    <AppLink
      to="/"
      style={{
        display: 'inline-flex',
        gap: 8,
        alignItems: 'center',
        fontWeight,
        fontSize: 18,
        color: token.colorLink,
        textDecoration: 'none',
      }}
    >
      <PlainIcon icon={ShopOutlined} /> {t('app.name')}
    </AppLink>
  );
}

import { Button, type ButtonProps } from 'antd';
import { followInApp, useNavigateTo } from './navigation';

/**
 * A button that is a real link (`<a href>`): it opens in a new tab, works before the app's script has arrived
 * (prerendered pages), and a plain click stays inside the app.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigateTo();
  return <Button {...props} href={to} onClick={(event) => followInApp(event, to, navigate)} />;
}

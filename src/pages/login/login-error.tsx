// The failed-login alert, in its own chunk: antd's Alert is needed only after a failed submit (see load-login.ts).
import { Alert } from 'antd';

export function LoginError({ message }: { message: string }) {
  return <Alert type="error" showIcon message={message} style={{ marginBottom: 16 }} data-testid="login-error" />;
}

// /user/login. Loads without Refine or the app shell: it calls the auth provider's login directly, loaded with
// the error alert on first use (load-login.ts), so the form paints without the HTTP client. The card and its texts
// are plain elements in antd's tokens: Card brings Tabs (with rc-menu and rc-dropdown) and Typography its
// ellipsis and copy machinery, ~20 KiB gzipped the login route would load for a box and two lines.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { env } from '@/config/env';
import { isApiError } from '@/lib/api-error';
import { HOME_PATH } from '@/lib/navigation';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/use-session';
import { loadLogin, prefetchLogin, type LoginModules } from '@/pages/login/load-login';

type LoginValues = { username: string; password: string };

export function LoginPage() {
  const { t } = useTranslation();
  const { token: ui } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = useSession();
  const [submitting, setSubmitting] = useState(false);
  // The alert component comes with the message: null when the modules themselves could not be loaded.
  const [error, setError] = useState<{ text: string; Alert: LoginModules['LoginError'] | null } | null>(null);
  // State updates land after a render; two quick Enters could both pass a check of `submitting`.
  const busy = useRef(false);

  if (token && !submitting) return <Navigate to={HOME_PATH} replace />;

  const onFinish = async (values: LoginValues) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    let modules: LoginModules;
    try {
      modules = await loadLogin();
    } catch {
      busy.current = false;
      setError({ text: t(navigator.onLine === false ? 'http.offline' : 'http.network'), Alert: null });
      setSubmitting(false);
      return;
    }
    try {
      await modules.login(values);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      busy.current = false;
      // Already shown (the 警告提示 modal of a disabled account): nothing under the form.
      const shown = isApiError(failure) && failure.handled;
      const text = failure instanceof Error && failure.message ? failure.message : t('login.failed');
      setError(shown ? null : { text, Alert: modules.LoginError });
      setSubmitting(false);
    }
  };

  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: ui.colorPrimaryBg, padding: 16 }}
    >
      <div style={{ position: 'fixed', top: 12, right: 16 }}>
        <LanguageSwitch />
      </div>
      <section
        aria-labelledby="login-title"
        style={{
          width: 380,
          maxWidth: '100%',
          padding: ui.paddingLG,
          background: ui.colorBgContainer,
          border: `${ui.lineWidth}px solid ${ui.colorBorderSecondary}`,
          borderRadius: ui.borderRadiusLG,
        }}
      >
        <h1
          id="login-title"
          style={{
            margin: '0 0 4px',
            textAlign: 'center',
            color: ui.colorTextHeading,
            fontSize: ui.fontSizeHeading3,
            fontWeight: ui.fontWeightStrong,
            lineHeight: ui.lineHeightHeading3,
          }}
        >
          {t('app.title')}
        </h1>
        <p style={{ margin: '0 0 16px', textAlign: 'center', color: ui.colorTextSecondary }}>{t('login.subtitle')}</p>
        {error?.Alert ? <error.Alert message={error.text} /> : null}
        {error && !error.Alert ? (
          <p role="alert" data-testid="login-error" style={{ margin: '0 0 16px', color: ui.colorError }}>
            {error.text}
          </p>
        ) : null}
        <Form<LoginValues>
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={submitting}
          autoComplete="on"
          onValuesChange={prefetchLogin}
          onPointerDown={prefetchLogin}
        >
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[
              { required: true, whitespace: true, message: t('login.usernameRequired') },
              { max: 64, message: t('login.tooLong', { max: 64 }) },
            ]}
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              placeholder={t('login.usernamePlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[
              { required: true, message: t('login.passwordRequired') },
              { max: 128, message: t('login.tooLong', { max: 128 }) },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
        <p style={{ margin: '16px 0 0', textAlign: 'center', color: ui.colorTextSecondary, fontSize: ui.fontSizeSM }}>
          {t('layout.version', { version: env.appVersion, build: env.buildId })}
        </p>
      </section>
    </main>
  );
}

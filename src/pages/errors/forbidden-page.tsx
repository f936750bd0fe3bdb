import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('errors.forbidden')}
      extra={
        <Link to="/home">
          <Button type="primary">{t('errors.backHome')}</Button>
        </Link>
      }
      data-testid="forbidden"
    />
  );
}

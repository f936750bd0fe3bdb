import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A menu item names a page this build of the console does not have (the server is ahead of the client). */
export function UnavailablePage() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('errors.unavailableTitle')}
      subTitle={t('errors.unavailable')}
      extra={
        <Link to="/home">
          <Button>{t('errors.backHome')}</Button>
        </Link>
      }
    />
  );
}

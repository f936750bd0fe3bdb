import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateTitle } from '@/i18n/i18n';
import { useAllowedMenu } from '@/lib/menu-context';
import { menuIcon } from '@/lib/menu-icons';
import { walkMenu } from '@/lib/menu-tree';
import { useSession } from '@/lib/use-session';

/** Landing page: who is signed in, and a shortcut to every page the role may open. */
export function HomePage() {
  const { t } = useTranslation(['common', 'menu']);
  const { profile } = useSession();
  const pages = walkMenu(useAllowedMenu()).filter((n) => n.component && n.available && !n.hidden && !n.external);

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="home-greeting">
            {t('home.greeting', { name: profile?.nickname ?? '' })}
          </Typography.Title>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t('home.username')}>{profile?.username}</Descriptions.Item>
            <Descriptions.Item label={t('home.role')}>{profile?.role?.name}</Descriptions.Item>
            <Descriptions.Item label={t('home.userType')}>
              {profile ? t(`userType.${profile.type}`) : ''}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('home.shortcuts')}>
          {pages.length === 0 ? (
            <Empty />
          ) : (
            <Row gutter={[12, 12]}>
              {pages.map((page) => {
                const Icon = menuIcon(page.icon);
                return (
                  <Col key={page.id} xs={12} sm={8} md={6} xl={4} style={{ display: 'flex' }}>
                    {/* Cards fill their column, so a two-line title (pt-BR) does not leave the row uneven. */}
                    <Link to={page.path} style={{ display: 'flex', flex: 1 }} data-testid="home-shortcut">
                      <Card
                        size="small"
                        hoverable
                        style={{ flex: 1 }}
                        styles={{ body: { height: '100%', display: 'flex', alignItems: 'center', gap: 8 } }}
                      >
                        {Icon ? createElement(Icon) : null}
                        <span>{translateTitle(page.title)}</span>
                      </Card>
                    </Link>
                  </Col>
                );
              })}
            </Row>
          )}
        </Card>
      </Col>
    </Row>
  );
}

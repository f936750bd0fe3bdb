import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '@/lib/navigation';
import { useSession } from '@/lib/use-session';
import { logout } from '@/providers/auth-provider';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, user } = useSession();
  const nickname = profile?.nickname ?? user?.nickname ?? '';
  const username = profile?.username ?? user?.username ?? '';

  const signOut = async () => {
    await logout();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'who', disabled: true, label: <Typography.Text type="secondary">{username}</Typography.Text> },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.signOut'), onClick: () => void signOut() },
        ],
      }}
    >
      <Button type="text" data-testid="user-menu" aria-label={t('layout.account')}>
        <Avatar size="small" icon={<UserOutlined />} style={{ marginInlineEnd: 8 }} />
        {nickname}
      </Button>
    </Dropdown>
  );
}

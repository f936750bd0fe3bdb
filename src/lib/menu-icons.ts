// The icons a server menu item may name. A fixed set (not all of @ant-design/icons) keeps the shell small;
// /iconList shows exactly these.
import {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined,
  BookOutlined, BugOutlined, CalculatorOutlined, CalendarOutlined, CloudServerOutlined, ClusterOutlined,
  CodeOutlined, ControlOutlined, CreditCardOutlined, CrownOutlined, DashboardOutlined, DatabaseOutlined,
  DeploymentUnitOutlined, DollarOutlined, DownloadOutlined, ExperimentOutlined, FieldTimeOutlined,
  FileSearchOutlined, FileTextOutlined, FireOutlined, FlagOutlined, FolderOutlined, FundOutlined, GiftOutlined,
  GlobalOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, KeyOutlined, LineChartOutlined, LinkOutlined,
  LockOutlined, MenuOutlined, MoneyCollectOutlined, NodeIndexOutlined, NotificationOutlined, OrderedListOutlined,
  PayCircleOutlined, PieChartOutlined, PercentageOutlined, ProfileOutlined, ReconciliationOutlined,
  SafetyCertificateOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined, ShoppingOutlined, SlidersOutlined,
  SolutionOutlined, StockOutlined, SwapOutlined, TableOutlined, TagsOutlined, TeamOutlined, ThunderboltOutlined,
  TransactionOutlined, TrophyOutlined, UnorderedListOutlined, UserOutlined, UserSwitchOutlined, WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export const MENU_ICONS: Record<string, ComponentType> = {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined,
  BookOutlined, BugOutlined, CalculatorOutlined, CalendarOutlined, CloudServerOutlined, ClusterOutlined,
  CodeOutlined, ControlOutlined, CreditCardOutlined, CrownOutlined, DashboardOutlined, DatabaseOutlined,
  DeploymentUnitOutlined, DollarOutlined, DownloadOutlined, ExperimentOutlined, FieldTimeOutlined,
  FileSearchOutlined, FileTextOutlined, FireOutlined, FlagOutlined, FolderOutlined, FundOutlined, GiftOutlined,
  GlobalOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, KeyOutlined, LineChartOutlined, LinkOutlined,
  LockOutlined, MenuOutlined, MoneyCollectOutlined, NodeIndexOutlined, NotificationOutlined, OrderedListOutlined,
  PayCircleOutlined, PieChartOutlined, PercentageOutlined, ProfileOutlined, ReconciliationOutlined,
  SafetyCertificateOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined, ShoppingOutlined, SlidersOutlined,
  SolutionOutlined, StockOutlined, SwapOutlined, TableOutlined, TagsOutlined, TeamOutlined, ThunderboltOutlined,
  TransactionOutlined, TrophyOutlined, UnorderedListOutlined, UserOutlined, UserSwitchOutlined, WalletOutlined,
  WarningOutlined,
};

export const MENU_ICON_NAMES = Object.keys(MENU_ICONS).sort();

export function menuIcon(name: string | undefined): ComponentType | null {
  return (name && MENU_ICONS[name]) || null;
}

import {
  BarChart3,
  Briefcase,
  Building2,
  CheckSquare,
  Contact,
  LayoutDashboard,
  type LucideIcon,
  Phone,
  PhoneCall,
  Plane,
  Receipt,
  Target,
  Truck,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ModuleKey } from '../lib/modules';

export type NavigationItem = {
  key: ModuleKey | 'dashboard';
  /** Relative to /{orgCode}. */
  path: string;
  icon: LucideIcon;
};

/** The modules of an organization, in sidebar order, grouped. */
export const ORGANIZATION_NAVIGATION: Array<{
  group: 'overview' | 'sales' | 'operations' | 'telephony';
  items: NavigationItem[];
}> = [
  { group: 'overview', items: [{ key: 'dashboard', path: '', icon: LayoutDashboard }] },
  {
    group: 'sales',
    items: [
      { key: 'leads', path: 'leads', icon: Target },
      { key: 'clients', path: 'clients', icon: UserRound },
      { key: 'contacts', path: 'contacts', icon: Contact },
      { key: 'opportunities', path: 'opportunities', icon: Briefcase },
    ],
  },
  {
    group: 'operations',
    items: [
      { key: 'trips', path: 'trips', icon: Plane },
      { key: 'suppliers', path: 'suppliers', icon: Truck },
      { key: 'teams', path: 'teams', icon: UsersRound },
      { key: 'tasks', path: 'tasks', icon: CheckSquare },
      { key: 'billing', path: 'billing', icon: Receipt },
    ],
  },
  {
    group: 'telephony',
    items: [
      { key: 'calls', path: 'calls', icon: PhoneCall },
      { key: 'telephonyNumbers', path: 'telephony/numbers', icon: Phone },
      { key: 'callAnalytics', path: 'analytics/calls', icon: BarChart3 },
    ],
  },
];

export const ADMIN_ICON = Building2;
export const AGENT_ICON = Users;

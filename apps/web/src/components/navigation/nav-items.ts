import { BookOpenIcon, HomeIcon, MessageSquareIcon, SparklesIcon, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Home', icon: HomeIcon },
  { to: '/courses', label: 'Courses', icon: BookOpenIcon },
  { to: '/generate-test', label: 'Generate Test', icon: SparklesIcon },
  { to: '/feedback', label: 'Feedback', icon: MessageSquareIcon },
];

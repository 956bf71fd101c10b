import {
  BookOpenIcon,
  BrainIcon,
  HomeIcon,
  MessageSquareIcon,
  SparklesIcon,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Home', icon: HomeIcon },
  { to: '/courses', label: 'Courses', icon: BookOpenIcon },
  { to: '/generate-test', label: 'Generate Test', icon: SparklesIcon },
  { to: '/review', label: 'Review', icon: BrainIcon },
  { to: '/feedback', label: 'Feedback', icon: MessageSquareIcon },
];

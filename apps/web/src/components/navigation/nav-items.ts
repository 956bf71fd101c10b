import { paths } from '@studypilot/core';
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
  { to: paths.dashboard, label: 'Home', icon: HomeIcon },
  { to: paths.courses, label: 'Courses', icon: BookOpenIcon },
  { to: paths.generateTest(), label: 'Generate Test', icon: SparklesIcon },
  { to: paths.review, label: 'Review', icon: BrainIcon },
  { to: paths.feedback, label: 'Feedback', icon: MessageSquareIcon },
];

import { paths } from '@studypilot/core';
import {
  BookOpenIcon,
  BrainIcon,
  HomeIcon,
  MessageSquareIcon,
  SparklesIcon,
  type LucideIcon,
} from 'lucide-react';

import type { common } from '@/lib/common-messages';

type CommonKey = Parameters<ReturnType<typeof common.useT>>[0];
export type NavItem = { to: string; label: CommonKey; icon: LucideIcon };

export const NAV_ITEMS: NavItem[] = [
  { to: paths.dashboard, label: 'navHome', icon: HomeIcon },
  { to: paths.courses, label: 'navCourses', icon: BookOpenIcon },
  { to: paths.generateTest(), label: 'navGenerateTest', icon: SparklesIcon },
  { to: paths.review, label: 'navReview', icon: BrainIcon },
  { to: paths.feedback, label: 'navFeedback', icon: MessageSquareIcon },
];

import type { CourseColor } from '@studypilot/core';

/** Literal class names so Tailwind keeps them. */
export const COLOR_CLASSES: Record<CourseColor, { swatch: string; soft: string; label: string }> = {
  blue: { swatch: 'bg-blue-500', soft: 'bg-blue-100 text-blue-700', label: 'Blue' },
  green: { swatch: 'bg-green-500', soft: 'bg-green-100 text-green-700', label: 'Green' },
  purple: { swatch: 'bg-purple-500', soft: 'bg-purple-100 text-purple-700', label: 'Purple' },
  red: { swatch: 'bg-red-500', soft: 'bg-red-100 text-red-700', label: 'Red' },
  yellow: { swatch: 'bg-yellow-400', soft: 'bg-yellow-100 text-yellow-800', label: 'Yellow' },
  pink: { swatch: 'bg-pink-500', soft: 'bg-pink-100 text-pink-700', label: 'Pink' },
  indigo: { swatch: 'bg-indigo-500', soft: 'bg-indigo-100 text-indigo-700', label: 'Indigo' },
  orange: { swatch: 'bg-orange-500', soft: 'bg-orange-100 text-orange-700', label: 'Orange' },
};

export function colorClasses(color: string) {
  return COLOR_CLASSES[color as CourseColor] ?? COLOR_CLASSES.blue;
}

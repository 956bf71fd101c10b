import * as React from 'react';
import { formatTimer, timerColor } from '@studypilot/core';
import { ClockIcon } from 'lucide-react';

import { cn } from '@/lib/utils';
import { submissionsText } from '../messages';

const COLOR_CLASSES = {
  normal: 'border-border bg-background text-foreground',
  orange: 'border-orange-300 bg-orange-50 text-orange-800',
  red: 'border-red-300 bg-red-50 text-red-700',
} as const;

/** Seconds left until the server's deadline, read on the server's clock (browser clock + offset). */
export function secondsLeft(deadlineAt: string, clockOffsetMs: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - (now + clockOffsetMs)) / 1000));
}

/** The countdown follows the server's deadline; it calls onExpire once when it reaches 0. */
export function Countdown({
  deadlineAt,
  clockOffsetMs,
  onExpire,
  className,
}: {
  deadlineAt: string;
  clockOffsetMs: number;
  onExpire: () => void;
  className?: string;
}) {
  const [left, setLeft] = React.useState(() => secondsLeft(deadlineAt, clockOffsetMs));
  const expired = React.useRef(false);
  const onExpireRef = React.useRef(onExpire);
  React.useEffect(() => {
    onExpireRef.current = onExpire;
  });

  React.useEffect(() => {
    function tick() {
      const s = secondsLeft(deadlineAt, clockOffsetMs);
      setLeft(s);
      if (s <= 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    }
    tick();
    // Ticks more often than once a second so the display never skips a second after a busy frame.
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadlineAt, clockOffsetMs]);

  const t = submissionsText.useT();
  const color = timerColor(left);
  return (
    <div
      role="timer"
      aria-label={t('timeRemaining', { time: formatTimer(left) })}
      data-color={color}
      className={cn(
        'flex items-center gap-2 rounded-lg border px-3 py-1.5 font-mono text-lg font-semibold tabular-nums',
        COLOR_CLASSES[color],
        className,
      )}
    >
      {/* In a right-to-left page the clock sits at the start (the right) and the digits keep their order. */}
      <ClockIcon className="size-5" aria-hidden="true" />
      <span dir="ltr">{formatTimer(left)}</span>
    </div>
  );
}

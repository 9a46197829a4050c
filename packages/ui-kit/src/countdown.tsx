import { useEffect, useState } from 'react';
import { COUNTDOWN_REFRESH_MS, formatCountdown } from './countdown-format.js';
import { useTranslation } from './i18n.js';

export interface CountdownProps {
  /** ISO date-time or epoch ms. */
  readonly endsAt: string | number;
  /** The clock; tests pass their own. */
  readonly now?: () => number;
  readonly refreshMs?: number;
}

/** Time left, refreshed every 30 s. */
export function Countdown({
  endsAt,
  now = Date.now,
  refreshMs = COUNTDOWN_REFRESH_MS,
}: CountdownProps) {
  const { t } = useTranslation('ui');
  const end = typeof endsAt === 'number' ? endsAt : Date.parse(endsAt);
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), refreshMs);
    return () => clearInterval(timer);
  }, [now, refreshMs]);
  const text = formatCountdown(end, time, t);
  return (
    <time dateTime={new Date(end).toISOString()}>
      {text === null
        ? t('component.countdown.ended')
        : t('component.countdown.left', { time: text })}
    </time>
  );
}

import { Medal } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PodiumPlace {
  readonly key: string;
  /** 1, 2 or 3. */
  readonly rank: number;
  readonly title: ReactNode;
  /** Who and how it scored: only what the page may show (no author of a hidden idea). */
  readonly detail?: ReactNode;
}

export interface PodiumProps {
  readonly label: string;
  readonly places: readonly PodiumPlace[];
}

/**
 * The Top 3 as a podium: first in the middle and highest, second left, third right. The list
 * stays in rank order for a screen reader and on a phone, where the steps stack.
 *
 * @example <Podium label="Top 3" places={[{ key: 'a', rank: 1, title: 'Soup' }]} />
 */
export function Podium({ label, places }: PodiumProps) {
  const top = [...places].filter((p) => p.rank >= 1 && p.rank <= 3).sort((a, b) => a.rank - b.rank);
  if (top.length === 0) return null;
  return (
    <ol className="nv-podium" aria-label={label}>
      {top.map((place) => (
        <li key={place.key} className="nv-podium-place" data-rank={place.rank}>
          <span className="nv-podium-rank">
            <Medal aria-hidden="true" />#{place.rank}
          </span>
          <span className="nv-podium-title">{place.title}</span>
          {place.detail ? <span className="nv-podium-detail">{place.detail}</span> : null}
        </li>
      ))}
    </ol>
  );
}

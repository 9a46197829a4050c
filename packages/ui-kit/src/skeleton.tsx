import type { ReactNode } from 'react';
import { useTranslation } from './i18n.js';

export interface SkeletonProps {
  readonly shape?: 'text' | 'circle' | 'block';
  /** A CSS length; text lines fill their box by default. */
  readonly width?: string | undefined;
  /** A CSS length; a text line is one line high by default. */
  readonly height?: string | undefined;
  /** Text lines: the last one is shorter, as a paragraph's is. */
  readonly lines?: number;
}

/**
 * A placeholder in the shape of what is loading. Decorative: the region that loads says
 * so itself (`SkeletonGroup`, or `aria-busy` on the region).
 *
 * @example <Skeleton shape="circle" width="3rem" height="3rem" />
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className="nv-skeleton-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
          <Skeleton key={i} width={i === lines - 1 ? '60%' : width} height={height} />
        ))}
      </span>
    );
  }
  return (
    <span
      className="nv-skeleton"
      data-shape={shape === 'text' ? undefined : shape}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/**
 * A region that is loading: announced once as busy, with its skeletons inside.
 *
 * @example <SkeletonGroup><Skeleton lines={3} /></SkeletonGroup>
 */
export function SkeletonGroup({
  children,
  label,
}: {
  readonly children: ReactNode;
  readonly label?: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <div
      className="nv-skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={label ?? t('component.skeleton.loading')}
    >
      {children}
    </div>
  );
}

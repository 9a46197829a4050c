/**
 * What a part of a page shows while its code arrives: the dashboards load their heavier tools
 * (the Top 3 picker, the mentoring form, the edit form) apart from the page's frame, which shows
 * first.
 */
import { Card, Skeleton, SkeletonGroup } from '@nervus/ui-kit';
import { type ReactNode, Suspense } from 'react';

export function PartLoading() {
  return (
    <Card>
      <SkeletonGroup>
        <Skeleton width="40%" />
        <Skeleton lines={3} />
      </SkeletonGroup>
    </Card>
  );
}

/** A part that loads apart, with a skeleton until it is in. */
export function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PartLoading />}>{children}</Suspense>;
}

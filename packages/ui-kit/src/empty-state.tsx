import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A decorative icon or illustration above the title. */
  readonly icon?: ReactNode;
  readonly title: string;
  /** What the reader can expect or do. */
  readonly children?: ReactNode;
  /** The way forward: usually one primary Button or a link styled as one. */
  readonly action?: ReactNode;
  /** The title's heading level in the page's outline. */
  readonly level?: 2 | 3 | 4;
}

/**
 * What a list or a page shows when it has nothing yet: never a bare "No items".
 *
 * @example <EmptyState icon={<Lightbulb />} title="No ideas yet" action={<Button>Add an idea</Button>}>Be the first.</EmptyState>
 */
export function EmptyState({ icon, title, children, action, level = 2 }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="nv-empty">
      {icon && (
        <span className="nv-empty-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="nv-empty-title">{title}</Heading>
      {children && <p className="nv-empty-text">{children}</p>}
      {action && <div className="nv-empty-action">{action}</div>}
    </div>
  );
}

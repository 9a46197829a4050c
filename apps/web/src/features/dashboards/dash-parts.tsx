/**
 * The dashboards' page parts, composed from the ui-kit: a section as a titled Card, an item of a
 * list as a Card, and a table that scrolls inside its frame on a narrow screen.
 */
import { Card, TableFrame } from '@nervus/ui-kit';
import type { ReactNode } from 'react';
import { DashIcon, type DashIconName } from './dash-ui.js';

export interface DashSectionProps {
  /** The title's id, which names the section. */
  readonly id: string;
  readonly title: ReactNode;
  readonly icon?: DashIconName;
  /** An action at the title's end. */
  readonly action?: ReactNode;
  readonly lead?: ReactNode;
  /** A card around the section (the default), or the section bare (its items are cards). */
  readonly card?: boolean;
  readonly level?: 2 | 3;
  readonly children?: ReactNode;
}

/** A titled section of a dashboard page. */
export function DashSection({
  id,
  title,
  icon,
  action,
  lead,
  card = true,
  level = 2,
  children,
}: DashSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const body = (
    <>
      <div className="dash-section-head">
        <Heading id={id}>
          {icon ? <DashIcon name={icon} /> : null}
          {title}
        </Heading>
        {action}
      </div>
      {lead ? <p className="nv-text-muted">{lead}</p> : null}
      {children}
    </>
  );
  return card ? (
    <Card as="section" className="dash-section" aria-labelledby={id}>
      {body}
    </Card>
  ) : (
    <section className="dash-section" aria-labelledby={id}>
      {body}
    </section>
  );
}

/** One item of a list as a card (`li`, so that the list keeps its semantics). */
export function DashCard({ children }: { children: ReactNode }) {
  return (
    <Card as="li" className="dash-card">
      {children}
    </Card>
  );
}

/** A table in a frame that scrolls sideways on a narrow screen, named by its caption. */
export function DashTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableFrame label={label}>
      <table className="dash-table">{children}</table>
    </TableFrame>
  );
}

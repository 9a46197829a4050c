import { Button, Card } from '@nervus/ui-kit';
import type { ReactNode } from 'react';
import './account.css';

/** One part of an account page: a card with its title, what it is for, and its fields. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" padding="lg" className="app-account-section">
      <header className="app-account-section-head">
        <h2 className="nv-title-sm">{title}</h2>
        <p className="nv-flush nv-text-muted">{description}</p>
      </header>
      <div className="nv-stack">{children}</div>
    </Card>
  );
}

/** The foot of every account form: its one button, busy while the form is sent. */
export function SaveBar({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="app-account-save">
      <Button type="submit" loading={busy}>
        {children}
      </Button>
    </div>
  );
}

/** An account page: its title, then its sections. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="app-account nv-stack" data-gap="lg">
      <h1 id="page-title" className="nv-flush">
        {title}
      </h1>
      {children}
    </div>
  );
}

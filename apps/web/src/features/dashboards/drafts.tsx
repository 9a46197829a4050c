/**
 * The catalyst's saved drafts (the server's, newest first): filtered All / Create Challenge /
 * QQ Ideas to Promotion, resumed in the creation flow, or deleted after a confirmation.
 */
import type { CallResponse } from '@nervus/contracts';
import { Badge, Button, Card, EmptyState, Tabs, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { draftsQueryOptions } from '../create/draft-query.js';
import { DashCard } from './dash-parts.js';
import { DashHeader, DashIcon, LinkButton } from './dash-ui.js';
import '../../i18n/drafts.en.js';
import '../../i18n/dashboards.en.js';

// The deletion (its confirmation dialog and its write) shows only after a click on Delete: its
// download starts once the list is on screen, so that the dialog rarely waits.
const DeleteDraft = lazyPart(() => import('./delete-draft.js').then((m) => m.DeleteDraft));
const preloadDeletion = () => {
  DeleteDraft.load().catch(() => {
    // Asking to delete tries again and shows the failure.
  });
};

export type Draft = CallResponse<'drafts'>['data'][number];
export type DraftFilter = 'all' | 'create' | 'promotion';

const FORMATS = ['standard', 'qq', 'improve'] as const;
type Format = (typeof FORMATS)[number];

/** What a draft's content says about itself (the creation form's shape, read defensively). */
export function describeDraft(draft: Draft): {
  title: string | null;
  format: Format | undefined;
  sent: boolean;
} {
  const content = draft.content as {
    challenge?: { question_title?: unknown; solution_format?: unknown; slug?: unknown };
    idea?: { title?: unknown };
  };
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  const format = content.challenge?.solution_format;
  return {
    title: text(content.challenge?.question_title) ?? text(content.idea?.title),
    format: FORMATS.includes(format as Format) ? (format as Format) : undefined,
    sent: Boolean(text(content.challenge?.slug)),
  };
}

export function filterDrafts(drafts: readonly Draft[], filter: DraftFilter): Draft[] {
  return drafts.filter((d) =>
    filter === 'all'
      ? true
      : filter === 'create'
        ? d.origin === 'challenge-creation-flow'
        : d.origin !== 'challenge-creation-flow',
  );
}

function CreateLink() {
  const { t } = useTranslation();
  return <LinkButton to="/challenges/create">{t('dashboards.drafts.create')}</LinkButton>;
}

function DraftItems({ drafts, onDelete }: { drafts: Draft[]; onDelete: (d: Draft) => void }) {
  const { t } = useTranslation();
  if (drafts.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<DashIcon name="drafts" />}
          title={t('dashboards.drafts.emptyTitle')}
          action={<CreateLink />}
        >
          {t('drafts.noDrafts')}
        </EmptyState>
      </Card>
    );
  return (
    <ul className="nv-grid" aria-label={t('dashboards.drafts.list')}>
      {drafts.map((draft) => {
        const about = describeDraft(draft);
        const title = about.title ?? t('dashboards.drafts.untitled');
        return (
          <DashCard key={draft._id}>
            <p className="dash-meta">
              <Badge tone={draft.origin === 'challenge-creation-flow' ? 'brand' : 'info'}>
                {t(`dashboards.drafts.origin.${draft.origin}`)}
              </Badge>
              {about.sent ? <Badge tone="success">{t('drafts.challengeSent')}</Badge> : null}
            </p>
            <h2>{title}</h2>
            <p className="dash-meta">
              {t('dashboards.drafts.saved', { date: draft.updated_at.slice(0, 10) })}
            </p>
            <p className="dash-card-foot">
              {about.sent ? null : (
                <LinkButton
                  variant="secondary"
                  size="sm"
                  to="/challenges/create"
                  search={{ draft: draft._id, ...(about.format ? { format: about.format } : {}) }}
                  aria-label={t('dashboards.drafts.resume', { title })}
                >
                  {t('drafts.resumeDraft')}
                </LinkButton>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('dashboards.drafts.delete', { title })}
                onClick={() => onDelete(draft)}
              >
                {t('drafts.deleteDraft')}
              </Button>
            </p>
          </DashCard>
        );
      })}
    </ul>
  );
}

export function DraftsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DraftFilter>('all');
  const [deleting, setDeleting] = useState<Draft | null>(null);
  // Mounted from the first Delete on, so that a deletion under way still says how it went.
  const [asked, setAsked] = useState(false);
  const drafts = useSuspenseQuery(draftsQueryOptions()).data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(preloadDeletion, []);
  const list = (
    <DraftItems
      drafts={filterDrafts(drafts, filter)}
      onDelete={(draft) => {
        setAsked(true);
        setDeleting(draft);
      }}
    />
  );
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <DashHeader
        playerRole="catalyst"
        title={t('dashboards.drafts.title')}
        titleRef={heading}
        lead={t('dashboards.drafts.lead')}
        actions={drafts.length > 0 ? <CreateLink /> : null}
        stats={[
          { label: t('dashboards.drafts.stat.all'), value: drafts.length, icon: 'drafts' },
          {
            label: t('dashboards.drafts.stat.create'),
            value: filterDrafts(drafts, 'create').length,
            icon: 'flag',
          },
          {
            label: t('dashboards.drafts.stat.promotion'),
            value: filterDrafts(drafts, 'promotion').length,
            icon: 'ideas',
          },
        ]}
      />
      <Tabs
        label={t('dashboards.drafts.filter')}
        selected={filter}
        onSelect={(id) => setFilter(id as DraftFilter)}
        tabs={(['all', 'create', 'promotion'] as const).map((id) => ({
          id,
          label: t(`drafts.filter.${id}`),
          content: list,
        }))}
      />
      {asked ? (
        <Suspense fallback={null}>
          <DeleteDraft
            draft={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => heading.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * The questions I sent to others' suggestion boxes, on the innovator's dashboard: all of them or
 * one box's (`$challenge`, the box's challenge slug), each a link to its page.
 */
import { Badge, Card, EmptyState, Pager, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, useTransition } from 'react';
import { useMe } from '../session/queries.js';
import { PAGE_SIZE, sentQueryOptions } from './queries.js';
import '../../i18n/suggestions.en.js';
import './suggestions.css';

export function InnovatorSuggestionBoard({ challenge }: { challenge?: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [page, setPage] = useState(0);
  const [, startTransition] = useTransition();
  const list = useSuspenseQuery(sentQueryOptions(challenge, page));
  const total = list.data.meta.total;
  const owner = challenge ? list.data.data[0]?.box.owner.handle : undefined;
  const title = owner ? t('suggestions.sentTo', { handle: owner }) : t('suggestions.sentTitleList');
  const platformSlug = me?.user.screen_name ?? '';
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      <h1 id="page-title" className="nv-flush">
        {title}
      </h1>
      {challenge ? (
        <p>
          <Link to="/$platformSlug/my-dashboard/innovator/suggestion-box" params={{ platformSlug }}>
            {t('suggestions.allSent')}
          </Link>
        </p>
      ) : null}
      {total === 0 ? (
        <Card>
          <EmptyState title={t('suggestions.noneSent')} />
        </Card>
      ) : null}
      <ul className="nv-list-plain nv-stack" aria-label={title}>
        {list.data.data.map((s) => (
          <Card as="li" key={s.id} className="nv-stack" data-gap="sm">
            <Link
              className="app-question-link"
              to="/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge/$idea"
              params={{ platformSlug, challenge: s.box.slug, idea: s.id }}
            >
              {s.title}
            </Link>
            <p className="nv-cluster nv-flush nv-text-muted">
              <Badge tone={s.answer ? 'success' : 'warning'}>
                {s.answer
                  ? t('suggestions.statusAnswered', { date: s.answer.created_at.slice(0, 10) })
                  : t('suggestions.waiting')}
              </Badge>
              {challenge ? (
                `@${s.box.owner.handle}`
              ) : (
                <Link
                  to="/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge"
                  params={{ platformSlug, challenge: s.box.slug }}
                >
                  {t('suggestions.boxOf', { handle: s.box.owner.handle })}
                </Link>
              )}
            </p>
          </Card>
        ))}
      </ul>
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => startTransition(() => setPage(next))}
        label={title}
      />
    </section>
  );
}

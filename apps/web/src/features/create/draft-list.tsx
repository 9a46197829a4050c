import { Badge, Button, Card, EmptyState, Tabs, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { draftsQueryOptions } from './draft-query.js';
import type { CreationForm } from './form-state.js';
import { useDeleteDraft } from './queries.js';
import type { DraftOrigin } from './use-creation-draft.js';
import '../../i18n/create.en.js';
import '../../i18n/drafts.en.js';

/** The server drafts to resume or delete, filtered by where they came from. */
export function DraftList({
  onResume,
  initialFilter = 'all',
}: {
  onResume: (content: CreationForm, id: string, origin: DraftOrigin) => void;
  initialFilter?: 'all' | 'create' | 'promotion';
}) {
  const { t } = useTranslation();
  const deleteDraft = useDeleteDraft();
  const [filter, setFilter] = useState(initialFilter);
  const { data } = useQuery(draftsQueryOptions());
  if (!data) return null;
  const shown = data.filter((d) =>
    filter === 'all'
      ? true
      : filter === 'create'
        ? d.origin === 'challenge-creation-flow'
        : d.origin !== 'challenge-creation-flow',
  );
  const list =
    shown.length === 0 ? (
      <EmptyState title={t('drafts.noDrafts')} level={3} />
    ) : (
      <ul className="app-create-drafts" aria-label={t('create.drafts')}>
        {shown.map((draft) => {
          const content = draft.content as unknown as CreationForm;
          const sentAlready = Boolean(content.challenge?.slug);
          return (
            <Card as="li" key={draft._id}>
              <div className="nv-stack nv-grow" data-gap="sm">
                <strong className="nv-break">
                  {content.challenge?.question_title || content.idea?.title || '…'}
                </strong>
                <div className="nv-cluster">
                  <Badge>
                    {t(
                      draft.origin === 'challenge-creation-flow'
                        ? 'drafts.filter.create'
                        : 'drafts.filter.promotion',
                    )}
                  </Badge>
                  {sentAlready ? <Badge tone="success">{t('drafts.challengeSent')}</Badge> : null}
                </div>
              </div>
              <div className="nv-cluster">
                {sentAlready ? null : (
                  <Button size="sm" onClick={() => onResume(content, draft._id, draft.origin)}>
                    {t('drafts.resumeDraft')}
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => deleteDraft.mutate(draft._id)}>
                  {t('drafts.deleteDraft')}
                </Button>
              </div>
            </Card>
          );
        })}
      </ul>
    );
  return (
    <Tabs
      label={t('create.drafts')}
      selected={filter}
      onSelect={(id) => setFilter(id as typeof filter)}
      tabs={(['all', 'create', 'promotion'] as const).map((id) => ({
        id,
        label: t(`drafts.filter.${id}`),
        content: list,
      }))}
    />
  );
}

import { Tabs, useTranslation } from '@nervus/ui-kit';
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
      <p>{t('drafts.noDrafts')}</p>
    ) : (
      <ul aria-label={t('create.drafts')}>
        {shown.map((draft) => {
          const content = draft.content as unknown as CreationForm;
          const sentAlready = Boolean(content.challenge?.slug);
          return (
            <li key={draft._id}>
              {content.challenge?.question_title || content.idea?.title || '…'}{' '}
              {sentAlready ? (
                <em>{t('drafts.challengeSent')}</em>
              ) : (
                <button
                  type="button"
                  className="app-link-button"
                  onClick={() => onResume(content, draft._id, draft.origin)}
                >
                  {t('drafts.resumeDraft')}
                </button>
              )}{' '}
              <button
                type="button"
                className="app-link-button"
                onClick={() => deleteDraft.mutate(draft._id)}
              >
                {t('drafts.deleteDraft')}
              </button>
            </li>
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

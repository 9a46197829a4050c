import type { Platform } from '@nervus/contracts';
import { Button, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { CategoryPicker } from '../category-picker.js';
import { isDirty, type StepId, visibleSteps } from '../form-state.js';
import { categoriesQueryOptions } from '../queries.js';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

const CAPTION_SYNC_MS = 300;

/** The first step: the platform's category tree; a started form can be resumed from here. */
export function CategoryStep({
  form,
  update,
  platform,
  onGo,
}: StepProps & {
  platform: Platform | undefined;
  /** Moves to a step (after a choice, or to resume). */
  onGo: (step: StepId) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="nv-cluster">
        <p className="nv-grow nv-flush">
          {platform && !platform.is_default
            ? t('create.platformNote', { platform: platform.title })
            : t('create.platformNoteMain')}
        </p>
        {isDirty(form) && form.challenge.platform_category ? (
          <Button variant="secondary" onClick={() => onGo('question-description')}>
            {t('create.resume')}
          </Button>
        ) : null}
      </div>
      {platform ? (
        <CategoryTree
          platformId={platform.id}
          onChoose={(leaf) => {
            update((f) => {
              f.challenge.platform_category = leaf.slug;
              f.challenge.category_name = leaf.name;
              f.steps.category = true;
            });
            // The caption format follows the category, a moment after the choice.
            setTimeout(
              () =>
                update((f) => {
                  f.challenge.caption_solution_format = leaf.slug.includes('caption')
                    ? 'caption'
                    : null;
                }),
              CAPTION_SYNC_MS,
            );
            onGo(
              visibleSteps({
                ...form,
                challenge: { ...form.challenge, platform_category: leaf.slug },
              })[1] ?? 'question-description',
            );
          }}
        />
      ) : null}
    </>
  );
}

function CategoryTree({
  platformId,
  onChoose,
}: {
  platformId: string;
  onChoose: Parameters<typeof CategoryPicker>[0]['onChoose'];
}) {
  const { data } = useQuery(categoriesQueryOptions(platformId));
  return data ? <CategoryPicker tree={data} onChoose={onChoose} /> : null;
}

import { validateQuestionTitle } from '@nervus/game-rules';
import { TagsInput, Textarea, TextInput, useTranslation } from '@nervus/ui-kit';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part.js';
import type { CreationForm } from '../form-state.js';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

/** The place search of local questions (and its list of places): loaded when one is asked. */
export const LocationSearch = lazyPart(() =>
  import('./location-search.js').then((m) => m.LocationSearch),
);

/** The title's first problem under the game's rules, once something is typed. */
function titleError(c: CreationForm['challenge']): string | undefined {
  if (c.question_title.trim() === '') return undefined;
  const check = validateQuestionTitle(c.question_title, {
    solution_format: c.solution_format,
    caption_solution_format: c.caption_solution_format,
    main_category: { name: c.category_name, slug: c.platform_category },
  });
  return check.ok ? undefined : check.errors[0]?.error;
}

/** Question & description: the title (optional when improving an idea), detail and tags. */
export function QuestionStep({ variant, form, update }: StepProps) {
  const { t } = useTranslation();
  const c = form.challenge;
  return (
    <>
      {c.platform_category === 'local-civics' ? (
        <Suspense fallback={null}>
          <LocationSearch
            value={form.location}
            onChange={(v) =>
              update((f) => {
                f.location = v;
              })
            }
          />
        </Suspense>
      ) : null}
      <TextInput
        label={t('create.title')}
        name="question_title"
        required={variant !== 'improve'}
        hint={t('create.titleHint')}
        maxLength={181}
        value={c.question_title}
        error={titleError(c)}
        onChange={(v) =>
          update((f) => {
            f.challenge.question_title = v;
          })
        }
      />
      <Textarea
        label={t('create.detail')}
        name="question_detail"
        maxLength={5000}
        value={c.question_detail}
        onChange={(v) =>
          update((f) => {
            f.challenge.question_detail = v;
          })
        }
      />
      <TagsInput
        label={t('create.tags')}
        value={c.tags}
        max={20}
        onChange={(v) =>
          update((f) => {
            f.challenge.tags = [...v];
          })
        }
      />
    </>
  );
}

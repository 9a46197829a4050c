/**
 * The challenge creation flow: a stepper over the variant's steps with a live preview card.
 * The form and its drafts live in `useCreationDraft`, publishing once in `usePublish`, and each
 * step in its own file under `steps/`.
 */
import { Stepper, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { currentPlatformQueryOptions, useMe } from '../session/queries.js';
import { DraftList } from './draft-list.js';
import { type StepId, stepComplete, type Variant, visibleSteps } from './form-state.js';
import { Preview } from './preview.js';
import { StepActions } from './step-actions.js';
import { ArticleStep } from './steps/article-step.js';
import { AssumptionsStep } from './steps/assumptions-step.js';
import { CaptionFormatStep } from './steps/caption-format-step.js';
import { CategoryStep } from './steps/category-step.js';
import { DurationStep } from './steps/duration-step.js';
import { IdeaStep } from './steps/idea-step.js';
import { ImageStep } from './steps/image-step.js';
import { PrizeStep } from './steps/prize-step.js';
import { PublishStep } from './steps/publish-step.js';
import { PurposeStep } from './steps/purpose-step.js';
import { QuestionStep } from './steps/question-step.js';
import { ScaleStep } from './steps/scale-step.js';
import { ShareStep } from './steps/share-step.js';
import type { StepProps } from './steps/step-props.js';
import { useCreationDraft } from './use-creation-draft.js';
import { usePublish } from './use-publish.js';
import '../../i18n/create.en.js';

/** The steps that are only a form over the draft; the others need more from the flow. */
const FORM_STEPS: Partial<Record<StepId, (props: StepProps) => ReactNode>> = {
  'question-description': QuestionStep,
  assumptions: AssumptionsStep,
  image: ImageStep,
  'your-idea': IdeaStep,
  purpose: PurposeStep,
  'innovation-scale': ScaleStep,
  'article-source': ArticleStep,
  duration: DurationStep,
  'money-prizes': PrizeStep,
  'caption-format': CaptionFormatStep,
};

export function CreationFlow({
  variant,
  start,
  draft: draftId,
}: {
  variant: Variant;
  start?: string | undefined;
  /** A server draft to resume (a copied challenge, a promoted QQ idea). */
  draft?: string | undefined;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  // Resuming a server draft (from the list or ?draft=) opens where the questions start.
  const draft = useCreationDraft(variant, draftId, () => setStep('question-description'));
  const { form, update } = draft;
  // So does a form restored from the local draft of an earlier visit.
  const [step, setStep] = useState<StepId>(
    draft.restoredLocally ? 'question-description' : 'category',
  );
  // ?start=promotions opens the saved QQ ideas to promote.
  const [showDrafts, setShowDrafts] = useState(start === 'promotions');
  const publishing = usePublish({
    form,
    platformId: platform?.id ?? '',
    serverDraftId: draft.serverDraftId,
    onPublished: (published) => {
      update((f) => {
        f.challenge.slug = published.slug;
      });
      setStep('share');
      draft.discard();
    },
  });

  const steps = visibleSteps(form);
  const index = Math.max(0, steps.indexOf(step));
  const next = () => {
    const following = steps[index + 1];
    if (!following) return;
    update((f) => {
      f.steps[step] = true;
    });
    setStep(following);
  };
  const back = () => {
    const previous = steps[index - 1];
    if (previous) setStep(previous);
  };

  // Once published, only Share is open; before, the steps after the description wait for it.
  const descriptionAt = steps.indexOf('question-description');
  const stepDisabled = (id: StepId) => {
    if (id === 'share') return !form.challenge.slug;
    if (form.challenge.slug) return id !== 'category';
    return steps.indexOf(id) > descriptionAt && !stepComplete(form, 'question-description');
  };
  const FormStep = FORM_STEPS[step];

  return (
    <div className="app-create">
      <h1>
        {t(`routes:${variant === 'test-an-idea' ? 'challenges~test-idea' : 'challenges~create'}`)}
      </h1>
      {step !== 'category' && step !== 'share' ? (
        <Stepper
          label={t('create.steps')}
          current={step}
          onSelect={(id) => setStep(id as StepId)}
          steps={steps.map((id) => ({
            id,
            label: t(`create.step.${id}`),
            complete: stepComplete(form, id),
            disabled: stepDisabled(id),
          }))}
        />
      ) : null}
      <div className="app-columns">
        <section aria-labelledby="step-title" style={{ flex: 2 }}>
          <h2 id="step-title">{t(`create.step.${step}`)}</h2>
          {step === 'category' ? (
            <CategoryStep
              variant={variant}
              form={form}
              update={update}
              platform={platform}
              onGo={setStep}
            />
          ) : null}
          {FormStep ? <FormStep variant={variant} form={form} update={update} /> : null}
          {step === 'publish' ? (
            <PublishStep
              variant={variant}
              form={form}
              steps={steps}
              publishing={publishing}
              onGo={setStep}
            />
          ) : null}
          {step === 'share' && publishing.published ? (
            <ShareStep published={publishing.published} />
          ) : null}
          {step !== 'share' && step !== 'category' ? (
            <StepActions
              step={step}
              onBack={back}
              onNext={next}
              onSkip={() => {
                if (step === 'article-source')
                  update((f) => {
                    f.article_skiped = true;
                  });
                next();
              }}
              onSave={draft.save}
              saving={draft.saving}
              onStartOver={() => {
                draft.startOver();
                setStep('category');
              }}
            />
          ) : null}
          {step === 'category' || step === 'share' ? (
            <p>
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                aria-expanded={showDrafts}
                onClick={() => setShowDrafts(!showDrafts)}
              >
                {t('create.drafts')}
              </button>
            </p>
          ) : null}
          {showDrafts ? (
            <DraftList
              initialFilter={start === 'promotions' ? 'promotion' : 'all'}
              onResume={(content, id, origin) => {
                draft.resume(content, id, origin);
                setShowDrafts(false);
              }}
            />
          ) : null}
        </section>
        <div style={{ flex: 1 }}>
          <Preview form={form} author={me?.user.handle ?? ''} />
        </div>
      </div>
    </div>
  );
}

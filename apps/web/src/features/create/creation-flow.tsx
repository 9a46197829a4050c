/**
 * The challenge creation flow: a stepper over the variant's steps with a live preview card.
 * The form and its drafts live in `useCreationDraft`, publishing once in `usePublish`, and each
 * step in its own file under `steps/`.
 */
import { Button, Card, ProgressBar, Stepper, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { currentPlatformQueryOptions, useMe } from '../session/queries.js';
import { type StepId, stepComplete, type Variant, visibleSteps } from './form-state.js';
import { Preview } from './preview.js';
import { StepActions } from './step-actions.js';
import { CategoryStep } from './steps/category-step.js';
import { LocationSearch, QuestionStep } from './steps/question-step.js';
import type { StepProps } from './steps/step-props.js';
import { useCreationDraft } from './use-creation-draft.js';
import { usePublish } from './use-publish.js';
import '../../i18n/create.en.js';
import { lazyPart } from '../../lib/lazy-part.js';
import './create.css';

// The flow opens on the category (or, resuming a draft, the question): the later steps load
// after it is on screen (`loadLaterSteps`), not with the page.
const AssumptionsStep = lazyPart(() =>
  import('./steps/assumptions-step.js').then((m) => m.AssumptionsStep),
);
const ImageStep = lazyPart(() => import('./steps/image-step.js').then((m) => m.ImageStep));
const IdeaStep = lazyPart(() => import('./steps/idea-step.js').then((m) => m.IdeaStep));
const PurposeStep = lazyPart(() => import('./steps/purpose-step.js').then((m) => m.PurposeStep));
const ScaleStep = lazyPart(() => import('./steps/scale-step.js').then((m) => m.ScaleStep));
const ArticleStep = lazyPart(() => import('./steps/article-step.js').then((m) => m.ArticleStep));
const DurationStep = lazyPart(() => import('./steps/duration-step.js').then((m) => m.DurationStep));
const PrizeStep = lazyPart(() => import('./steps/prize-step.js').then((m) => m.PrizeStep));
const CaptionFormatStep = lazyPart(() =>
  import('./steps/caption-format-step.js').then((m) => m.CaptionFormatStep),
);
const PublishStep = lazyPart(() => import('./steps/publish-step.js').then((m) => m.PublishStep));
const ShareStep = lazyPart(() => import('./steps/share-step.js').then((m) => m.ShareStep));
// The saved drafts show on request (or with ?start=promotions), so they load apart.
const DraftList = lazyPart(() => import('./draft-list.js').then((m) => m.DraftList));

const LATER_STEPS = [
  AssumptionsStep,
  ImageStep,
  IdeaStep,
  PurposeStep,
  ScaleStep,
  ArticleStep,
  DurationStep,
  PrizeStep,
  CaptionFormatStep,
  PublishStep,
  ShareStep,
  LocationSearch,
  DraftList,
];

function loadLaterSteps() {
  for (const step of LATER_STEPS)
    step.load().catch(() => {
      // Showing the step asks again and shows the failure.
    });
}

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
  useEffect(loadLaterSteps, []);
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

  // The stepper is wider than a phone: its strip scrolls to keep the current step in sight.
  const progressRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = progressRef.current?.querySelector<HTMLElement>('.nv-stepper');
    const current = strip?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!strip || !current) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [step]);

  const total = steps.length;
  const done = steps.filter((id) => stepComplete(form, id)).length;
  // The stepper and the step's actions show between the category and the share.
  const inFlow = step !== 'category' && step !== 'share';

  return (
    <div className="app-create">
      <header className="app-create-head">
        <h1>
          {t(`routes:${variant === 'test-an-idea' ? 'challenges~test-idea' : 'challenges~create'}`)}
        </h1>
        <p>{t(variant === 'test-an-idea' ? 'create.introTestIdea' : 'create.intro')}</p>
      </header>
      {inFlow ? (
        <div className="app-create-progress" ref={progressRef}>
          <ProgressBar
            label={t('create.progress')}
            value={done}
            max={total}
            valueText={t('create.progressValue', { done, total })}
          />
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
        </div>
      ) : null}
      <div className="app-create-layout">
        <section className="app-create-main" aria-labelledby="step-title">
          <Card className="app-create-step">
            <header className="app-create-step-head">
              <p className="app-create-kicker">{t('create.stepOf', { n: index + 1, total })}</p>
              <h2 id="step-title">{t(`create.step.${step}`)}</h2>
              <p>{t(`create.help.${step}`)}</p>
            </header>
            <div className="app-create-body">
              <Suspense
                fallback={
                  <p role="status" className="nv-text-muted">
                    {t('create.loading')}
                  </p>
                }
              >
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
              </Suspense>
            </div>
            {inFlow ? (
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
            ) : (
              <div className="app-create-actions">
                <div>
                  <Button
                    variant="secondary"
                    aria-expanded={showDrafts}
                    onClick={() => setShowDrafts(!showDrafts)}
                  >
                    {t('create.drafts')}
                  </Button>
                </div>
              </div>
            )}
          </Card>
          {showDrafts ? (
            <Card padding="lg">
              <Suspense
                fallback={
                  <p role="status" className="nv-text-muted">
                    {t('create.loading')}
                  </p>
                }
              >
                <DraftList
                  initialFilter={start === 'promotions' ? 'promotion' : 'all'}
                  onResume={(content, id, origin) => {
                    draft.resume(content, id, origin);
                    setShowDrafts(false);
                  }}
                />
              </Suspense>
            </Card>
          ) : null}
        </section>
        <Preview form={form} author={me?.user.handle ?? ''} />
      </div>
    </div>
  );
}

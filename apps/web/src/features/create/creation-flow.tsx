/**
 * The challenge creation flow: a stepper over the variant's steps with a live preview card,
 * local and server drafts, the required tiles, and publishing once.
 */
import { ApiError } from '@nervus/api-client';
import type { DRAFT_ORIGINS } from '@nervus/contracts';
import { formatCents, validateQuestionTitle } from '@nervus/game-rules';
import {
  Alert,
  Autocomplete,
  CopyButton,
  DatePicker,
  ImageInput,
  RangeSlider,
  Select,
  Stepper,
  Tabs,
  TagsInput,
  Textarea,
  TextInput,
  useToast,
} from '@nervus/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { walletQueryOptions } from '../money/queries.js';
import { currentPlatformQueryOptions, useMe } from '../session/queries.js';
import { CategoryPicker } from './category-picker.js';
import {
  beforeSending,
  type CreationForm,
  DRAFT_STORAGE_KEY,
  emptyForm,
  isDirty,
  missingTiles,
  OPTIONAL_STEPS,
  type StepId,
  stepComplete,
  tileSummary,
  type Variant,
  visibleSteps,
} from './form-state.js';
import { PLACES } from './places.js';
import {
  categoriesQueryOptions,
  createKeys,
  draftsQueryOptions,
  imagesQueryOptions,
} from './queries.js';

type DraftOrigin = (typeof DRAFT_ORIGINS)[number];

const DRAFT_DEBOUNCE_MS = 500;
const CAPTION_SYNC_MS = 300;
const DRAFT_CLEANUP_MS = 1000;
const PRIZE_TYPES = [
  'points',
  'money',
  'experience',
  'food-and-drink',
  'gift',
  'tickets',
  'co-author',
  'other',
] as const;

function readLocalDraft(variant: Variant): CreationForm | null {
  try {
    const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const form = JSON.parse(raw) as CreationForm;
    return form.challenge?.solution_format === variant && !form.challenge.slug ? form : null;
  } catch {
    return null;
  }
}

function Preview({ form, author }: { form: CreationForm; author: string }) {
  const { t } = useTranslation();
  const c = form.challenge;
  return (
    <aside className="app-card" aria-label={t('create.preview')}>
      <h2 style={{ marginTop: 0 }}>{t('create.preview')}</h2>
      {c.category_name ? <p>{c.category_name}</p> : null}
      {c.primary_image ? (
        <img src={c.primary_image} alt="" style={{ width: '100%', borderRadius: 8 }} />
      ) : null}
      {c.image_credit?.user ? (
        <p className="nv-hint">
          © {c.image_credit.user} / {c.image_credit.source}
        </p>
      ) : null}
      <h3>
        {c.question_title ? c.question_title.trim().replace(/\??$/, '?') : form.idea.title || '…'}
      </h3>
      <p className="nv-hint">@{author}</p>
      {c.question_detail ? <p>{c.question_detail}</p> : null}
      {form.idea.title ? <p>💡 {form.idea.title}</p> : null}
      <p className="nv-hint">
        {t(`create.prizeTypes.${form.prize.prize_type || 'points'}` as 'create.prizeTypes.points')}
        {form.prize.prize_money !== '0' ? ` · $${form.prize.prize_money}` : ''}
        {c.innovation_scale
          ? ` · ${t(`create.scale.${c.innovation_scale}` as 'create.scale.moonshot')}`
          : ''}
        {c.duration_end ? ` · ${c.duration_end}` : ''}
      </p>
      {c.article?.title ? <p>📰 {c.article.title}</p> : null}
    </aside>
  );
}

/** A money prize is held from the catalyst's wallet when the challenge goes live. */
function PrizeHeld() {
  const { t } = useTranslation();
  const wallet = useQuery(walletQueryOptions(0, 1));
  return (
    <p className="nv-hint">
      {t('create.prizeHeld')}
      {wallet.data
        ? ` ${t('create.prizeWallet', { balance: formatCents(wallet.data.data.balance_cents) })}`
        : null}
    </p>
  );
}

export function CreationFlow({
  variant,
  start,
  draft,
}: {
  variant: Variant;
  start?: string | undefined;
  /** A server draft to resume (a copied challenge, a promoted QQ idea). */
  draft?: string | undefined;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const { data: me } = useMe();
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  const [form, setForm] = useState<CreationForm>(
    () => readLocalDraft(variant) ?? emptyForm(variant, new Date()),
  );
  const [step, setStep] = useState<StepId>(() =>
    readLocalDraft(variant) ? 'question-description' : 'category',
  );
  const [serverDraftId, setServerDraftId] = useState<string | null>(null);
  // A resumed draft keeps its origin when saved again (a promotion stays a promotion).
  const [draftOrigin, setDraftOrigin] = useState<DraftOrigin | null>(null);
  // ?start=promotions opens the saved QQ ideas to promote.
  const [showDrafts, setShowDrafts] = useState(start === 'promotions');
  const [published, setPublished] = useState<{ slug: string; neurons: number } | null>(null);
  const sent = useRef(false);
  // One key for this form: a retried publish is answered with the first challenge.
  const idempotencyKey = useRef(crypto.randomUUID());

  const update = (change: (draft: CreationForm) => void) =>
    setForm((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  // ?draft=<id>: the server draft replaces the form once, like a draft picked from the list.
  const serverDrafts = useQuery({ ...draftsQueryOptions(), enabled: Boolean(draft) });
  const resumed = useRef(false);
  useEffect(() => {
    // A cached list may predate the draft: wait for the fresh one.
    if (!draft || resumed.current || !serverDrafts.data || serverDrafts.isFetching) return;
    resumed.current = true;
    const found = serverDrafts.data.find((d) => d._id === draft);
    if (!found) {
      toast.show(t('create.draftMissing'), 'danger');
      return;
    }
    setForm(found.content as unknown as CreationForm);
    setServerDraftId(found._id);
    setDraftOrigin(found.origin);
    setStep('question-description');
  }, [draft, serverDrafts.data, serverDrafts.isFetching, toast, t]);

  // The local draft: saved once a category is chosen, 500 ms after the last change.
  useEffect(() => {
    if (!form.challenge.platform_category || form.challenge.slug) return undefined;
    const timer = setTimeout(
      () => localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(form)),
      DRAFT_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [form]);

  const steps = visibleSteps(form);
  const index = Math.max(0, steps.indexOf(step));
  const go = (to: StepId) => {
    update((f) => {
      f.steps[step] = true;
    });
    setStep(to);
  };
  const next = () => {
    const following = steps[index + 1];
    if (following) go(following);
  };
  const back = () => {
    const previous = steps[index - 1];
    if (previous) setStep(previous);
  };

  const saveDraft = useMutation({
    mutationFn: async () => {
      const body = {
        origin: draftOrigin ?? (variant === 'qq' ? 'qq' : 'challenge-creation-flow'),
        draft_type: 'challenge',
        content: form as unknown as Record<string, unknown>,
      } as const;
      const answer = serverDraftId
        ? await api.call('updateDraft', { params: { id: serverDraftId }, body })
        : await api.call('createDraft', { body });
      return answer.data;
    },
    onSuccess: (draft) => {
      setServerDraftId(draft._id);
      toast.show(t('create.saved'), 'success');
      void client.invalidateQueries({ queryKey: createKeys.drafts() });
    },
  });

  const publish = useMutation({
    mutationFn: async () => {
      const answer = await api.request<{
        data: { challenge: { slug: string }; neurons_earned: number };
      }>('POST', '/challenges', {
        // The draft id lets the server credit a promoted idea's author as co-author.
        json: {
          ...beforeSending(form, platform?.id ?? ''),
          ...(serverDraftId ? { draft_id: serverDraftId } : {}),
        },
        headers: { 'Idempotency-Key': idempotencyKey.current },
      });
      return answer.data;
    },
    onSuccess: (data) => {
      update((f) => {
        f.challenge.slug = data.challenge.slug;
      });
      setPublished({ slug: data.challenge.slug, neurons: data.neurons_earned });
      setStep('share');
      // Drafts go about a second after publishing.
      setTimeout(() => {
        localStorage.removeItem(DRAFT_STORAGE_KEY);
        if (serverDraftId)
          void api
            .call('deleteDraft', { params: { id: serverDraftId } })
            .catch((e) => console.error(e));
      }, DRAFT_CLEANUP_MS);
    },
  });
  const submit = () => {
    // Submitted once: a second send is a possible duplicate, reported and refused.
    if (sent.current) {
      console.error(new Error('Possible duplicate challenge submission'));
      toast.show(t('create.duplicate'));
      return;
    }
    sent.current = true;
    publish.mutate(undefined, {
      onError: () => {
        sent.current = false;
      },
    });
  };

  const missing = missingTiles(form);
  const publishError = publish.error instanceof ApiError ? publish.error : null;
  const stepper = step !== 'category' && step !== 'share';
  // Once published, only Share is open; before, the steps after the description wait for it.
  const descriptionAt = steps.indexOf('question-description');
  const stepDisabled = (id: StepId) => {
    if (id === 'share') return !form.challenge.slug;
    if (form.challenge.slug) return id !== 'category';
    return steps.indexOf(id) > descriptionAt && !stepComplete(form, 'question-description');
  };
  const c = form.challenge;
  const titleError =
    c.question_title.trim() === ''
      ? undefined
      : (() => {
          const check = validateQuestionTitle(c.question_title, {
            solution_format: c.solution_format,
            caption_solution_format: c.caption_solution_format,
            main_category: { name: c.category_name, slug: c.platform_category },
          });
          return check.ok ? undefined : check.errors[0]?.error;
        })();

  return (
    <div className="app-create">
      <h1>
        {t(`routes:${variant === 'test-an-idea' ? 'challenges~test-idea' : 'challenges~create'}`)}
      </h1>
      {stepper ? (
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
            <>
              <p>
                {platform && !platform.is_default
                  ? t('create.platformNote', { platform: platform.title })
                  : t('create.platformNoteMain')}
              </p>
              {isDirty(form) && c.platform_category ? (
                <button
                  type="button"
                  className="nv-button"
                  data-variant="secondary"
                  onClick={() => setStep('question-description')}
                >
                  {t('create.resume')}
                </button>
              ) : null}
              {platform ? (
                <CategoryStep
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
                    setStep(
                      visibleSteps({
                        ...form,
                        challenge: { ...form.challenge, platform_category: leaf.slug },
                      })[1] ?? 'question-description',
                    );
                  }}
                />
              ) : null}
            </>
          ) : null}
          {step === 'question-description' ? (
            <>
              {c.platform_category === 'local-civics' ? (
                <LocationSearch
                  value={form.location}
                  onChange={(v) =>
                    update((f) => {
                      f.location = v;
                    })
                  }
                />
              ) : null}
              {
                <TextInput
                  label={t('create.title')}
                  name="question_title"
                  required={variant !== 'improve'}
                  hint={t('create.titleHint')}
                  maxLength={181}
                  value={c.question_title}
                  error={titleError}
                  onChange={(v) =>
                    update((f) => {
                      f.challenge.question_title = v;
                    })
                  }
                />
              }
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
          ) : null}
          {step === 'assumptions' ? <AssumptionsStep form={form} update={update} /> : null}
          {step === 'image' ? <ImageStep form={form} update={update} /> : null}
          {step === 'your-idea' ? (
            <>
              {variant === 'improve' ? (
                <Alert onClose={() => {}} durationMs={0}>
                  {t('create.improveInfo')}
                </Alert>
              ) : null}
              <TextInput
                label={t('create.ideaTitle')}
                name="idea_title"
                maxLength={180}
                required={variant !== 'standard'}
                value={form.idea.title}
                onChange={(v) =>
                  update((f) => {
                    f.idea.title = v;
                  })
                }
              />
              <Textarea
                label={t('create.ideaDescription')}
                name="idea_description"
                maxLength={5000}
                value={form.idea.description}
                onChange={(v) =>
                  update((f) => {
                    f.idea.description = v;
                  })
                }
              />
            </>
          ) : null}
          {step === 'purpose' ? (
            <Textarea
              label={t('create.purpose')}
              hint={t('create.purposeHelp')}
              name="purpose"
              value={c.improve_purpose_idea}
              onChange={(v) =>
                update((f) => {
                  f.challenge.improve_purpose_idea = v;
                })
              }
            />
          ) : null}
          {step === 'innovation-scale' ? (
            <fieldset>
              <legend className="nv-label">{t('create.scale.label')}</legend>
              {(['blue-sky', 'moonshot', 'playful'] as const).map((scale) => (
                <label key={scale} style={{ display: 'block' }}>
                  <input
                    type="radio"
                    name="innovation_scale"
                    checked={c.innovation_scale === scale}
                    onChange={() =>
                      update((f) => {
                        f.challenge.innovation_scale = scale;
                      })
                    }
                  />{' '}
                  {t(`create.scale.${scale}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {step === 'article-source' ? <ArticleStep form={form} update={update} /> : null}
          {step === 'duration' ? (
            <DatePicker
              label={t('create.closing')}
              value={c.duration_end || null}
              min={new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}
              onChange={(v) =>
                update((f) => {
                  f.challenge.duration_end = v ?? '';
                })
              }
            />
          ) : null}
          {step === 'money-prizes' ? (
            <>
              <Select
                label={t('create.prizeType')}
                name="prize_type"
                value={form.prize.prize_type || null}
                options={PRIZE_TYPES.map((p) => ({ value: p, label: t(`create.prizeTypes.${p}`) }))}
                onChange={(v) =>
                  update((f) => {
                    f.prize.prize_type = v ?? '';
                  })
                }
              />
              {form.prize.prize_type === 'money' ? (
                <>
                  <TextInput
                    label={t('create.prizeMoney')}
                    name="prize_money"
                    value={form.prize.prize_money}
                    onChange={(v) =>
                      update((f) => {
                        f.prize.prize_money = v;
                      })
                    }
                  />
                  <PrizeHeld />
                </>
              ) : null}
              {form.prize.prize_type === 'other' ? (
                <>
                  <TextInput
                    label={t('create.prizeTitle')}
                    name="prize_title"
                    maxLength={8}
                    required
                    value={form.prize.prize_title}
                    onChange={(v) =>
                      update((f) => {
                        f.prize.prize_title = v;
                      })
                    }
                  />
                  <Textarea
                    label={t('create.prizeDescription')}
                    name="prize_description"
                    maxLength={1024}
                    value={form.prize.prize_description}
                    onChange={(v) =>
                      update((f) => {
                        f.prize.prize_description = v;
                      })
                    }
                  />
                </>
              ) : null}
              <TextInput
                label={t('create.entryFee')}
                name="entry_fee"
                value={String(form.idea_entry_process.idea_entry_fee / 100)}
                onChange={(v) =>
                  update((f) => {
                    const cents = Math.round(Number(v) * 100);
                    f.idea_entry_process.idea_entry_fee =
                      Number.isFinite(cents) && cents >= 0 ? cents : 0;
                  })
                }
              />
            </>
          ) : null}
          {step === 'caption-format' ? (
            <fieldset>
              <legend className="nv-label">{t('create.captionFormat')}</legend>
              {(['caption', 'meme'] as const).map((format) => (
                <label key={format} style={{ display: 'block' }}>
                  <input
                    type="radio"
                    name="caption_format"
                    checked={c.caption_solution_format === format}
                    onChange={() =>
                      update((f) => {
                        f.challenge.caption_solution_format = format;
                      })
                    }
                  />{' '}
                  {t(`create.${format}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {step === 'publish' ? (
            <>
              <ul className="app-grid" aria-label={t('create.required')}>
                {steps
                  .filter((s) => s !== 'publish' && s !== 'share')
                  .map((s) => {
                    const problem = missing.find((m) => m.step === s);
                    return (
                      <li key={s} className="app-card">
                        <button
                          type="button"
                          className="app-link-button"
                          onClick={() => setStep(s)}
                        >
                          {t(`create.step.${s}`)}
                        </button>
                        <p className={problem ? 'nv-error' : 'nv-hint'}>
                          {problem
                            ? problem.message
                            : (s === 'duration' || s === 'money-prizes') && !form.steps[s]
                              ? t('create.autofill')
                              : `✓ ${tileSummary(form, s) ?? ''}`.trim()}
                        </p>
                      </li>
                    );
                  })}
              </ul>
              {publishError ? (
                <div role="alert" className="nv-alert" data-tone="danger">
                  <p>{publishError.message}</p>
                  <ul>
                    {publishError.errors.map((e) => (
                      <li key={`${e.field}${e.error}`}>{e.error}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <button
                type="button"
                className="nv-button"
                disabled={publish.isPending || missing.length > 0}
                onClick={submit}
              >
                {publish.isPending ? t('create.publishing') : t('create.publish')}
              </button>
            </>
          ) : null}
          {step === 'share' && published ? (
            <div role="status">
              <p className="lead">{t('create.live')}</p>
              <p>{t('create.earned', { count: published.neurons })}</p>
              <p>
                {t('create.shareLink')}:{' '}
                <code>{`${window.location.origin}/challenges/${published.slug}`}</code>
              </p>
              <CopyButton
                text={`${window.location.origin}/challenges/${published.slug}`}
                label={t('create.copyLink')}
              />{' '}
              <Link to="/challenges/$challenge" params={{ challenge: published.slug }}>
                {t('create.open')}
              </Link>
            </div>
          ) : null}
          {step !== 'share' && step !== 'category' ? (
            <p className="app-actions" style={{ marginTop: 16 }}>
              <button type="button" className="nv-button" data-variant="secondary" onClick={back}>
                {t('create.back')}
              </button>
              {step !== 'publish' ? (
                <button type="button" className="nv-button" onClick={next}>
                  {t('create.next')}
                </button>
              ) : null}
              {OPTIONAL_STEPS.has(step) ? (
                <button
                  type="button"
                  className="nv-button"
                  data-variant="ghost"
                  onClick={() => {
                    if (step === 'article-source')
                      update((f) => {
                        f.article_skiped = true;
                      });
                    next();
                  }}
                >
                  {t('create.skip')}
                </button>
              ) : null}
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                disabled={saveDraft.isPending}
                onClick={() => saveDraft.mutate()}
              >
                {saveDraft.isPending ? t('create.saving') : t('create.save')}
              </button>
              <button
                type="button"
                className="nv-button"
                data-variant="ghost"
                onClick={() => {
                  localStorage.removeItem(DRAFT_STORAGE_KEY);
                  setForm(emptyForm(variant, new Date()));
                  setServerDraftId(null);
                  setDraftOrigin(null);
                  setStep('category');
                }}
              >
                {t('create.startOver')}
              </button>
            </p>
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
                setForm(content);
                setServerDraftId(id);
                setDraftOrigin(origin);
                setShowDrafts(false);
                setStep('question-description');
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

function LocationSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <>
      <Autocomplete
        label={t('create.location')}
        items={PLACES}
        value={text}
        onChange={setText}
        onSelect={onChange}
      />
      <p className="nv-hint">{value || t('create.locationHint')}</p>
    </>
  );
}

function CategoryStep({
  platformId,
  onChoose,
}: {
  platformId: string;
  onChoose: Parameters<typeof CategoryPicker>[0]['onChoose'];
}) {
  const { data } = useQuery(categoriesQueryOptions(platformId));
  return data ? <CategoryPicker tree={data} onChoose={onChoose} /> : null;
}

type Update = (change: (draft: CreationForm) => void) => void;

function AssumptionsStep({ form, update }: { form: CreationForm; update: Update }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('assumptions');
  const dives = form.deep_dives as {
    who?: Record<string, unknown>;
    why?: Record<string, unknown>;
    what?: Record<string, unknown>;
  };
  const who = (dives.who ?? {}) as {
    demograph_age?: { from: number; to: number };
    demograph_gender?: string;
    occupation?: string[];
    location?: string[];
    media_consumed?: string;
    who_interests_hobbies?: string[];
    psychographics?: string[];
    jobs_to_be_done?: string;
  };
  const why = (dives.why ?? {}) as {
    personal_reasons?: { reason: string; strength: number }[];
    stakeholder_reasons?: { reason: string; strength: number }[];
  };
  const what = (dives.what ?? {}) as {
    core_cause_1st?: string;
    core_cause_2nd?: string;
    core_cause_3rd?: string;
    feasibility_choice?: string;
    impact_steps?: { text: string; selected: boolean }[];
  };
  const set = (part: 'who' | 'why' | 'what', key: string, value: unknown) =>
    update((f) => {
      const current = (f.deep_dives[part] ?? {}) as Record<string, unknown>;
      f.deep_dives[part] = { ...current, [key]: value };
    });
  const personal = why.personal_reasons?.[0] ?? { reason: '', strength: 5 };
  const stakeholder = why.stakeholder_reasons?.[0] ?? { reason: '', strength: 0 };
  return (
    <Tabs
      label={t('create.assumptionsTabs')}
      selected={tab}
      onSelect={setTab}
      tabs={[
        {
          id: 'assumptions',
          label: t('create.tab.assumptions'),
          content: (
            <>
              {(['who', 'why', 'what'] as const).map((k) => (
                <Textarea
                  key={k}
                  label={t(`create.${k}`)}
                  name={`assumption_${k}`}
                  hint="100+"
                  value={form.challenge[`assumption_${k}`]}
                  onChange={(v) =>
                    update((f) => {
                      f.challenge[`assumption_${k}`] = v;
                    })
                  }
                />
              ))}
            </>
          ),
        },
        {
          id: 'what',
          label: t('create.tab.what'),
          content: (
            <>
              <p className="nv-hint">{t('create.monkey')}</p>
              {(['core_cause_1st', 'core_cause_2nd', 'core_cause_3rd'] as const).map((k, i) => (
                <div key={k}>
                  <TextInput
                    label={t('create.cause', { n: i + 1 })}
                    name={k}
                    value={what[k] ?? ''}
                    onChange={(v) => set('what', k, v)}
                  />
                  <Textarea
                    label={t('create.supporting', { n: i + 1 })}
                    name={`${k}_support`}
                    value={(what as Record<string, string | undefined>)[`${k}_support`] ?? ''}
                    onChange={(v) => set('what', `${k}_support`, v)}
                  />
                </div>
              ))}
              <fieldset>
                <legend className="nv-label">{t('create.impactSteps')}</legend>
                {[0, 1, 2].map((i) => {
                  const steps = what.impact_steps ?? [
                    { text: '', selected: true },
                    { text: '', selected: false },
                    { text: '', selected: false },
                  ];
                  const item = steps[i] ?? { text: '', selected: false };
                  return (
                    <p key={i} className="app-actions">
                      <label>
                        <input
                          type="radio"
                          name="hardest_step"
                          checked={item.selected}
                          onChange={() =>
                            set(
                              'what',
                              'impact_steps',
                              steps.map((x, j) => ({ ...x, selected: j === i })),
                            )
                          }
                        />{' '}
                        {t('create.hardest')}
                      </label>
                      <input
                        className="nv-input"
                        aria-label={t('create.impactStep', { n: i + 1 })}
                        value={item.text}
                        onChange={(e) =>
                          set(
                            'what',
                            'impact_steps',
                            steps.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                          )
                        }
                      />
                    </p>
                  );
                })}
              </fieldset>
              <Select
                label={t('create.feasibility')}
                name="feasibility_choice"
                value={what.feasibility_choice ?? null}
                options={['first', 'second', 'third'].map((v) => ({ value: v, label: v }))}
                onChange={(v) => set('what', 'feasibility_choice', v)}
              />
            </>
          ),
        },
        {
          id: 'who',
          label: t('create.tab.who'),
          content: (
            <>
              <RangeSlider
                label={t('create.ageFrom')}
                name="age_from"
                value={who.demograph_age?.from ?? 0}
                onChange={(v) =>
                  set('who', 'demograph_age', {
                    from: v,
                    to: Math.max(v, who.demograph_age?.to ?? 100),
                  })
                }
              />
              <RangeSlider
                label={t('create.ageTo')}
                name="age_to"
                value={who.demograph_age?.to ?? 100}
                onChange={(v) =>
                  set('who', 'demograph_age', {
                    from: Math.min(v, who.demograph_age?.from ?? 0),
                    to: v,
                  })
                }
              />
              <Select
                label={t('create.gender')}
                name="gender"
                value={who.demograph_gender ?? 'any'}
                options={['any', 'male', 'female', 'other'].map((v) => ({ value: v, label: v }))}
                onChange={(v) => set('who', 'demograph_gender', v ?? 'any')}
              />
              <TagsInput
                label={t('create.occupation')}
                value={who.occupation ?? []}
                onChange={(v) => set('who', 'occupation', [...v])}
              />
              <TagsInput
                label={t('create.whoLocation')}
                value={who.location ?? []}
                onChange={(v) => set('who', 'location', [...v])}
              />
              <TextInput
                label={t('create.media')}
                name="media_consumed"
                value={who.media_consumed ?? ''}
                onChange={(v) => set('who', 'media_consumed', v)}
              />
              <TagsInput
                label={t('create.hobbies')}
                value={who.who_interests_hobbies ?? []}
                onChange={(v) => set('who', 'who_interests_hobbies', [...v])}
              />
              <TagsInput
                label={t('create.psychographics')}
                value={who.psychographics ?? []}
                onChange={(v) => set('who', 'psychographics', [...v])}
              />
              <Textarea
                label={t('create.jobs')}
                name="jobs_to_be_done"
                value={who.jobs_to_be_done ?? ''}
                onChange={(v) => set('who', 'jobs_to_be_done', v)}
              />
            </>
          ),
        },
        {
          id: 'why',
          label: t('create.tab.why'),
          content: (
            <>
              <TextInput
                label={t('create.personalReason')}
                name="personal_reason"
                value={personal.reason}
                onChange={(v) => set('why', 'personal_reasons', [{ ...personal, reason: v }])}
              />
              <RangeSlider
                label={t('create.personalStrength')}
                name="personal_strength"
                min={1}
                max={10}
                value={personal.strength}
                onChange={(v) => set('why', 'personal_reasons', [{ ...personal, strength: v }])}
              />
              <TextInput
                label={t('create.stakeholderReason')}
                name="stakeholder_reason"
                value={stakeholder.reason}
                onChange={(v) => set('why', 'stakeholder_reasons', [{ ...stakeholder, reason: v }])}
              />
              <RangeSlider
                label={t('create.stakeholderStrength')}
                name="stakeholder_strength"
                min={-5}
                max={5}
                value={stakeholder.strength}
                onChange={(v) =>
                  set('why', 'stakeholder_reasons', [{ ...stakeholder, strength: v }])
                }
              />
              <Textarea
                label={t('create.experiments')}
                name="anthropology_experiments"
                value={
                  (why as { anthropology_experiments?: string }).anthropology_experiments ?? ''
                }
                onChange={(v) => set('why', 'anthropology_experiments', v)}
              />
            </>
          ),
        },
        {
          id: 'title',
          label: t('create.tab.title'),
          content: (
            <TextInput
              label={t('create.title')}
              name="question_title_tab"
              value={form.challenge.question_title}
              onChange={(v) =>
                update((f) => {
                  f.challenge.question_title = v;
                })
              }
            />
          ),
        },
      ]}
    />
  );
}

function ImageStep({ form, update }: { form: CreationForm; update: Update }) {
  const { t } = useTranslation();
  const keywords = [
    ...form.challenge.tags,
    ...form.challenge.question_title.split(/\s+/).filter((w) => w.length > 4),
  ]
    .slice(0, 6)
    .join(',');
  const gallery = useQuery(imagesQueryOptions(keywords));
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <ImageInput
        label={t('create.upload')}
        maxMb={20}
        onChange={async (file) => {
          if (!file) return;
          setUploading(true);
          setProblem(null);
          try {
            const url = await api.uploadImage(file, { type: 'challenge', name: file.name });
            update((f) => {
              f.challenge.primary_image = url;
              f.challenge.image_credit = null;
            });
          } catch {
            setProblem(t('create.imageError'));
          } finally {
            setUploading(false);
          }
        }}
      />
      {uploading ? <p role="status">{t('create.processing')}</p> : null}
      {problem ? (
        <p role="alert" className="nv-error">
          {problem}
        </p>
      ) : null}
      <h3>{t('create.gallery')}</h3>
      {gallery.isPending ? <p role="status">{t('create.fetchingImage')}</p> : null}
      {gallery.isError ? (
        <p role="alert" className="nv-error">
          {t('create.imageError')}
        </p>
      ) : null}
      {gallery.data?.length === 0 ? <p>{t('create.noImages')}</p> : null}
      <ul className="app-grid" style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
        {(gallery.data ?? []).map((image) => (
          <li key={image.full}>
            <button
              type="button"
              aria-pressed={form.challenge.primary_image === image.full}
              aria-label={t('create.chooseImage', { user: image.user.name })}
              style={{
                padding: 0,
                border:
                  form.challenge.primary_image === image.full
                    ? '3px solid var(--nv-accent)'
                    : '3px solid transparent',
                background: 'none',
                width: '100%',
              }}
              onClick={() =>
                update((f) => {
                  f.challenge.primary_image = image.full;
                  f.challenge.image_credit = {
                    source: image.source,
                    user: image.user.name,
                    link: image.user.link,
                  };
                })
              }
            >
              <img src={image.small} alt="" style={{ width: '100%', display: 'block' }} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function ArticleStep({ form, update }: { form: CreationForm; update: Update }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(form.challenge.article?.url ?? '');
  const retrieve = useMutation({
    mutationFn: async () => (await api.call('article', { body: { url } })).data,
    onSuccess: (article) =>
      update((f) => {
        f.challenge.article = article;
      }),
    onError: () =>
      update((f) => {
        f.challenge.article = null;
      }),
  });
  const article = form.challenge.article;
  return (
    <>
      <TextInput
        label={t('create.articleUrl')}
        name="article_url"
        type="url"
        value={url}
        onChange={setUrl}
        error={
          retrieve.isError
            ? retrieve.error instanceof ApiError
              ? (retrieve.error.errors[0]?.error ?? t('create.articleFailed'))
              : t('create.articleFailed')
            : undefined
        }
      />
      <button
        type="button"
        className="nv-button"
        disabled={!url || retrieve.isPending}
        onClick={() => retrieve.mutate()}
      >
        {retrieve.isPending ? t('create.retrieving') : t('create.retrieve')}
      </button>
      {article ? (
        <div className="app-card" style={{ marginTop: 12 }}>
          {article.image_url ? (
            <img src={article.image_url} alt="" style={{ maxWidth: '100%' }} />
          ) : null}
          <p>
            <strong>{article.title}</strong>
          </p>
          {article.description ? <p>{article.description}</p> : null}
        </div>
      ) : null}
    </>
  );
}

function DraftList({
  onResume,
  initialFilter = 'all',
}: {
  onResume: (content: CreationForm, id: string, origin: DraftOrigin) => void;
  initialFilter?: 'all' | 'create' | 'promotion';
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
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
      <p>{t('create.noDrafts')}</p>
    ) : (
      <ul aria-label={t('create.drafts')}>
        {shown.map((draft) => {
          const content = draft.content as unknown as CreationForm;
          const sentAlready = Boolean(content.challenge?.slug);
          return (
            <li key={draft._id}>
              {content.challenge?.question_title || content.idea?.title || '…'}{' '}
              {sentAlready ? (
                <em>{t('create.challengeSent')}</em>
              ) : (
                <button
                  type="button"
                  className="app-link-button"
                  onClick={() => onResume(content, draft._id, draft.origin)}
                >
                  {t('create.resumeDraft')}
                </button>
              )}{' '}
              <button
                type="button"
                className="app-link-button"
                onClick={async () => {
                  await api.call('deleteDraft', { params: { id: draft._id } });
                  await client.invalidateQueries({ queryKey: createKeys.drafts() });
                }}
              >
                {t('create.deleteDraft')}
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
        label: t(`create.filter.${id}`),
        content: list,
      }))}
    />
  );
}

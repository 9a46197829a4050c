import {
  RangeSlider,
  Select,
  Tabs,
  TagsInput,
  Textarea,
  TextInput,
  useTranslation,
} from '@nervus/ui-kit';
import { useState } from 'react';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

/** Assumptions: who, why and what in words, and the deep dives behind each of them. */
export function AssumptionsStep({ form, update }: StepProps) {
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

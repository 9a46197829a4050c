/**
 * The Details / Edit Details tab: everything the catalyst set when publishing, read-only for
 * players (deep dives always read-only), and for the owner of an open challenge a form to edit
 * what may still change, plus a copy of the challenge into a new draft.
 */
import type { Challenge } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import {
  Button,
  Card,
  Form,
  ImageInput,
  SubmitButton,
  TagsInput,
  Textarea,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, type ReactNode, useState } from 'react';
import { useMe } from '../session/queries.js';
import { isCaptionChallenge } from './caption.js';
import { CoAuthorCredit } from './co-author.js';
import {
  updateChallengeDetails,
  uploadChallengeImage,
  useDuplicateChallenge,
} from './mutations.js';
import { isChallengeOpen } from './phase.js';
import '../../i18n/challenge-catalyst.en.js';
import '../../i18n/create.en.js';
import { imageSources } from '../../lib/images.js';
import './challenge.css';

const humanize = (key: string) => key.replaceAll('_', ' ');

/** A deep dive as the catalyst filled it: nested lists, rendered as text, never edited. */
function DeepDiveValue({ value }: { value: unknown }): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value))
    return (
      <ul>
        {value.map((item, index) => (
          // Deep dive lists have no ids; read-only and never reordered, their place is their key.
          <li key={index}>
            <DeepDiveValue value={item} />
          </li>
        ))}
      </ul>
    );
  if (typeof value === 'object')
    return (
      <dl>
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <Fragment key={key}>
            <dt>{humanize(key)}</dt>
            <dd>
              <DeepDiveValue value={item} />
            </dd>
          </Fragment>
        ))}
      </dl>
    );
  return <>{String(value)}</>;
}

function articleOf(article: unknown): { url: string; title: string | null } | null {
  if (!article || typeof article !== 'object') return null;
  const a = article as Record<string, unknown>;
  // Only web pages become links (challenges stored before the server checked the scheme).
  if (typeof a.url !== 'string' || !/^https?:\/\//i.test(a.url)) return null;
  return { url: a.url, title: typeof a.title === 'string' ? a.title : null };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function ChallengeDetails({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const owner = me?.user.id === challenge.catalyst_id;
  const open = isChallengeOpen(challenge);
  const caption = isCaptionChallenge(challenge);
  const c = challenge;
  const dives = (c.deep_dives ?? {}) as Record<string, unknown>;
  const diveKeys = (['who', 'why', 'what'] as const).filter((k) => dives[k] !== undefined);
  const article = articleOf(c.article);
  const assumptions = (['who', 'why', 'what'] as const).filter((k) => c[`assumption_${k}`]);
  return (
    <div className="nv-stack" data-gap="lg">
      <Card as="section" aria-labelledby="details-title" className="nv-stack">
        <h2 id="details-title" className="nv-flush">
          {t('catalyst.details')}
        </h2>
        <dl className="challenge-facts">
          <Row label={t('catalyst.category')}>{c.main_category?.name ?? t('catalyst.none')}</Row>
          <Row label={t('catalyst.format')}>
            {t(`catalyst.formats.${c.solution_format}` as 'catalyst.formats.standard', {
              defaultValue: c.solution_format,
            })}
            {c.caption_solution_format ? ` · ${c.caption_solution_format}` : null}
          </Row>
          {caption || c.solution_format === 'qq' ? null : (
            <Row label={t('catalyst.scale')}>
              {t(`create.scale.${c.innovation_scale}` as 'create.scale.moonshot', {
                defaultValue: c.innovation_scale,
              })}
            </Row>
          )}
          <Row label={t('catalyst.duration')}>
            {t('catalyst.durationValue', {
              start: c.duration_start.slice(0, 10),
              end: c.duration_end.slice(0, 10),
            })}
          </Row>
          <Row label={t('catalyst.prize')}>
            {t(`create.prizeTypes.${c.prize.prize_type}` as 'create.prizeTypes.points', {
              defaultValue: c.prize.prize_type,
            })}
            {c.prize.prize_title ? ` · ${c.prize.prize_title}` : null}
            {c.prize.prize_money !== '0' && c.prize.prize_money !== '0.00'
              ? ` · $${c.prize.prize_money}`
              : null}
            {c.prize.prize_description ? <p>{c.prize.prize_description}</p> : null}
          </Row>
          <Row label={t('catalyst.entryFee')}>
            {c.idea_entry_fee > 0 ? formatCents(c.idea_entry_fee) : t('catalyst.noEntryFee')}
          </Row>
          <Row label={t('catalyst.tags')}>
            {c.tags.length > 0 ? c.tags.map((tag) => `#${tag}`).join(' ') : t('catalyst.noTags')}
          </Row>
          {c.co_author ? (
            <Row label={t('catalyst.coAuthor')}>
              <CoAuthorCredit challenge={c} />
            </Row>
          ) : null}
          {article ? (
            <Row label={t('catalyst.article')}>
              <a href={article.url} rel="noopener noreferrer nofollow" target="_blank">
                {article.title || article.url}
              </a>
            </Row>
          ) : null}
        </dl>
        {assumptions.length > 0 ? (
          <>
            <h3 className="nv-flush">{t('catalyst.assumptions')}</h3>
            <dl className="challenge-facts">
              {assumptions.map((k) => (
                <Row key={k} label={t(`catalyst.assumption.${k}`)}>
                  {c[`assumption_${k}`]}
                </Row>
              ))}
            </dl>
          </>
        ) : null}
        {diveKeys.length > 0 ? (
          <>
            <h3 className="nv-flush">{t('catalyst.deepDives')}</h3>
            <p className="nv-hint nv-flush">{t('catalyst.deepDivesReadOnly')}</p>
            {diveKeys.map((k) => (
              <section key={k} aria-label={t(`catalyst.deepDive.${k}`)}>
                <h4 className="nv-title-sm">{t(`catalyst.deepDive.${k}`)}</h4>
                <DeepDiveValue value={dives[k]} />
              </section>
            ))}
          </>
        ) : null}
      </Card>
      {owner && open ? <EditDetailsForm challenge={challenge} /> : null}
      {owner ? <CopyIntoDraft challenge={challenge} /> : null}
    </div>
  );
}

interface EditValues extends Record<string, unknown> {
  question_title: string;
  question_detail: string;
  tags: string[];
  primary_image: string;
  prize_description: string;
}

/**
 * The owner's Edit Details form (the server checks ownership and the rules again). Caption
 * challenges have no title or description fields: their picture is the question.
 */
export function EditDetailsForm({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const caption = isCaptionChallenge(challenge);
  const [uploading, setUploading] = useState(false);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const form = useForm<EditValues>({
    initial: {
      question_title: challenge.question_title,
      question_detail: challenge.question_detail,
      tags: [...challenge.tags],
      primary_image: challenge.primary_image ?? '',
      prize_description: challenge.prize.prize_description ?? '',
    },
    fields: caption
      ? { primary_image: { label: t('catalyst.image'), required: true } }
      : {
          question_title: { label: t('catalyst.title'), required: true },
          primary_image: { label: t('catalyst.image'), required: true },
        },
    action: async (values) => {
      const imageChanged = values.primary_image !== (challenge.primary_image ?? '');
      const answer = await updateChallengeDetails(client, challenge.id, {
        ...(caption
          ? {}
          : { question_title: values.question_title, question_detail: values.question_detail }),
        tags: values.tags,
        // Sent only when changed: a new picture drops the old one's credit.
        ...(imageChanged ? { primary_image: values.primary_image } : {}),
        prize_description: values.prize_description || null,
      });
      toast.show(t('catalyst.saved'), 'success');
      return answer;
    },
  });
  if (!isChallengeOpen(challenge))
    return (
      <p role="status" className="nv-alert">
        {t('catalyst.closedNoEdit')}
      </p>
    );
  return (
    <Card as="section" aria-labelledby="edit-details-title" padding="lg">
      <h2 id="edit-details-title" className="nv-flush-top">
        {t('catalyst.edit')}
      </h2>
      <p className="nv-hint">{t('catalyst.editLead')}</p>
      <Form form={form} label={t('catalyst.edit')}>
        {caption ? (
          <p className="nv-hint">{t('catalyst.captionLocked')}</p>
        ) : (
          <>
            <TextInput
              label={t('catalyst.title')}
              name="question_title"
              required
              maxLength={181}
              value={form.values.question_title}
              onChange={(v) => form.set('question_title', v)}
              error={form.errorOf('question_title')}
            />
            <Textarea
              label={t('catalyst.description')}
              name="question_detail"
              maxLength={5000}
              value={form.values.question_detail}
              onChange={(v) => form.set('question_detail', v)}
              error={form.errorOf('question_detail')}
            />
          </>
        )}
        <TagsInput
          label={t('catalyst.tags')}
          value={form.values.tags}
          max={20}
          onChange={(tags) => form.set('tags', [...tags])}
          {...(form.errorOf('tags') ? { error: form.errorOf('tags') as string } : {})}
        />
        {form.values.primary_image ? (
          <img
            {...imageSources(form.values.primary_image, '300px')}
            alt={t('catalyst.image')}
            width={300}
            height={200}
            loading="lazy"
            className="app-cover"
          />
        ) : null}
        <ImageInput
          label={t('catalyst.upload')}
          maxMb={20}
          onChange={async (file) => {
            if (!file) return;
            setUploading(true);
            setImageProblem(null);
            try {
              form.set('primary_image', await uploadChallengeImage(file, 'challenge', file.name));
            } catch {
              setImageProblem(t('catalyst.imageError'));
            } finally {
              setUploading(false);
            }
          }}
        />
        {uploading ? <p role="status">{t('catalyst.uploading')}</p> : null}
        {imageProblem || form.errorOf('primary_image') ? (
          <p role="alert" className="nv-error">
            {imageProblem ?? form.errorOf('primary_image')}
          </p>
        ) : null}
        <Textarea
          label={t('catalyst.prizeDescription')}
          name="prize_description"
          maxLength={1024}
          value={form.values.prize_description}
          onChange={(v) => form.set('prize_description', v)}
          error={form.errorOf('prize_description')}
        />
        <SubmitButton form={form}>{t('catalyst.save')}</SubmitButton>
      </Form>
    </Card>
  );
}

/** Copies the challenge into a new draft and opens the creation flow on it. */
export function CopyIntoDraft({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const copy = useDuplicateChallenge(challenge.id);
  return (
    <Card as="section" aria-labelledby="copy-title" className="nv-stack">
      <h2 id="copy-title" className="nv-flush">
        {t('catalyst.copy')}
      </h2>
      <p className="nv-hint nv-flush">{t('catalyst.copyHint')}</p>
      <div>
        <Button
          variant="secondary"
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(undefined, {
              onSuccess: async (draft) => {
                await navigate({ to: '/challenges/create', search: { draft: draft._id } });
              },
              onError: (error) => toast.show(error.message, 'danger'),
            })
          }
        >
          {copy.isPending ? t('catalyst.copying') : t('catalyst.copy')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The Ideas tab: entering ideas while the challenge is open (hidden from everyone else until it
 * closes), the player's own ideas with their content hashes, and after the settlement the ranked
 * and revealed ideas, each checkable against the hash shown at entry. Its catalyst picks a Top 3
 * and may end the challenge early.
 */
import type { Challenge, Idea } from '@nervus/contracts';
import {
  ConfirmDialog,
  Form,
  ImageInput,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { EntryGate } from '../money/entry-gate.js';
import { useMe } from '../session/queries.js';
import { isCaptionChallenge } from './caption.js';
import { checkIdeaHash } from './idea-hash.js';
import { MemeCanvas, type MemeCanvasHandle } from './meme-canvas.js';
import { MentoringReceived } from './mentoring.js';
import { PromotedIdeas, PromoteIdea } from './promote.js';
import { enterIdea, ideasQueryOptions, uploadChallengeImage, useEndChallenge } from './queries.js';
import { Top3Picker } from './top3.js';
import '../../i18n/challenge.en.js';
import { imageSources } from '../../lib/images.js';

/** Hashes the revealed idea in the browser and compares it with the hash fixed at entry. */
function VerifyHash({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<boolean | null>(null);
  if (!idea.author || !idea.content_hash) return null;
  const check = async () => setResult((await checkIdeaHash(idea)) === 'match');
  return (
    <p>
      <button type="button" className="nv-button" data-variant="secondary" onClick={check}>
        {t('challenge.verify')}
      </button>{' '}
      {result === null ? null : (
        <span role="status" className="nv-alert" data-tone={result ? 'success' : 'danger'}>
          {result ? t('challenge.verified') : t('challenge.notVerified')}
        </span>
      )}
    </p>
  );
}

function IdeaCard({
  challenge,
  idea,
  highlighted,
  revealed,
}: {
  challenge: Challenge;
  idea: Idea;
  highlighted: boolean;
  revealed: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  // A link to one idea (`idea/{id}`) lands here: bring it into view and to the keyboard.
  useEffect(() => {
    if (highlighted) {
      ref.current?.scrollIntoView({ block: 'center' });
      ref.current?.focus();
    }
  }, [highlighted]);
  return (
    <li
      className="app-card"
      id={`idea-${idea.id}`}
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      aria-label={highlighted ? t('challenge.highlighted') : undefined}
    >
      <h3>
        {idea.rank ? `${t('challenge.place', { rank: idea.rank })} · ` : null}
        {idea.title}
      </h3>
      {idea.primary_image ? (
        <img
          {...imageSources(idea.primary_image, '(min-width: 548px) 500px, calc(100vw - 48px)')}
          alt={idea.title}
          width={500}
          height={333}
          loading="lazy"
          className="app-cover"
        />
      ) : null}
      <p>{idea.description}</p>
      {idea.author ? <p className="nv-hint">@{idea.author.handle}</p> : null}
      {idea.rating_count !== null ? (
        <p className="nv-hint">
          {t('challenge.ratings', { count: idea.rating_count })}
          {idea.score !== null ? ` · ${t('challenge.score', { score: idea.score })}` : null}
        </p>
      ) : null}
      {idea.content_hash ? (
        <p className="nv-hint">
          {t('challenge.hash')} <code>{idea.content_hash}</code>
        </p>
      ) : null}
      {revealed ? <VerifyHash idea={idea} /> : null}
      {revealed ? <PromoteIdea challenge={challenge} idea={idea} /> : null}
      {idea.mine ? <MentoringReceived idea={idea} /> : null}
    </li>
  );
}

export function EnterIdea({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [earned, setEarned] = useState<number | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const meme = useRef<MemeCanvasHandle>(null);
  const caption = isCaptionChallenge(challenge);
  const titleLabel = caption ? t('meme.caption') : t('challenge.ideaTitle');
  const form = useForm({
    initial: { title: '', description: '', purpose: '' },
    fields: {
      title: { label: titleLabel, required: true },
      description: { label: t('challenge.ideaDescription'), required: true },
    },
    action: async (values) => {
      let primaryImage = image;
      if (caption) {
        // The meme is uploaded before the idea; a failed upload is only reported, the caption
        // still counts.
        const png = await meme.current?.toPng();
        if (png)
          primaryImage = await uploadChallengeImage(png, 'meme', 'meme.png').catch(
            (error: unknown) => {
              console.error('meme upload failed', error);
              return null;
            },
          );
      }
      const answer = await enterIdea(client, challenge.id, {
        title: values.title,
        description: values.description,
        purpose: values.purpose || null,
        primary_image: primaryImage,
      });
      setEarned(answer.data.neurons_earned);
      form.set('title', '');
      form.set('description', '');
      form.set('purpose', '');
      setImage(null);
      return answer;
    },
  });
  return (
    <section aria-labelledby="enter-idea">
      <h2 id="enter-idea">{t('challenge.enter')}</h2>
      <p className="nv-hint">
        {t('challenge.hiddenUntilClose', { max: challenge.max_user_ideas })}
      </p>
      {earned !== null ? (
        <p role="status" className="nv-alert" data-tone="success">
          {t('challenge.entered', { count: earned })}
        </p>
      ) : null}
      <Form form={form} label={t('challenge.enter')}>
        <TextInput
          label={titleLabel}
          name="title"
          required
          maxLength={180}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errorOf('title')}
        />
        {caption ? (
          <MemeCanvas ref={meme} image={challenge.primary_image} caption={form.values.title} />
        ) : null}
        <Textarea
          label={t('challenge.ideaDescription')}
          name="description"
          required
          maxLength={5000}
          value={form.values.description}
          onChange={(v) => form.set('description', v)}
          error={form.errorOf('description')}
        />
        <Textarea
          label={t('challenge.ideaPurpose')}
          name="purpose"
          maxLength={1000}
          value={form.values.purpose}
          onChange={(v) => form.set('purpose', v)}
          error={form.errorOf('purpose')}
        />
        {caption ? null : (
          <>
            <ImageInput
              label={t('challenge.ideaImage')}
              maxMb={20}
              onChange={async (file) => {
                setImageProblem(null);
                if (!file) return setImage(null);
                setUploading(true);
                try {
                  setImage(await uploadChallengeImage(file, 'idea', file.name));
                } catch {
                  setImageProblem(t('challenge.ideaImageError'));
                } finally {
                  setUploading(false);
                }
              }}
            />
            {uploading ? <p role="status">{t('challenge.ideaImageUploading')}</p> : null}
            {imageProblem ? (
              <p role="alert" className="nv-error">
                {imageProblem}
              </p>
            ) : null}
            {image ? (
              <img
                {...imageSources(image, '240px')}
                alt=""
                width={240}
                height={160}
                className="app-cover"
              />
            ) : null}
          </>
        )}
        {uploading ? null : <SubmitButton form={form}>{t('challenge.submitIdea')}</SubmitButton>}
      </Form>
    </section>
  );
}

export function EndChallenge({
  challenge,
  onEnded,
}: {
  challenge: Challenge;
  /** After the close, e.g. to leave a page that a closed challenge no longer has. */
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const end = useEndChallenge(challenge.id);
  return (
    <section aria-labelledby="end-challenge">
      <h2 id="end-challenge">{t('challenge.endTitle')}</h2>
      <p className="nv-hint">{t('challenge.endLead')}</p>
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={end.isPending}
        onClick={() => setAsking(true)}
      >
        {t('challenge.end')}
      </button>
      <ConfirmDialog
        open={asking}
        body={t('challenge.endConfirm')}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes)
            end.mutate(undefined, {
              onSuccess: () => {
                toast.show(t('challenge.ended'), 'success');
                onEnded?.();
              },
              onError: (error) => toast.show(error.message, 'danger'),
            });
        }}
      />
    </section>
  );
}

/** Test-an-idea, once revealed: how the catalyst's own idea fared against the crowd's. */
function TestedIdeaResult({ challenge, ideas }: { challenge: Challenge; ideas: readonly Idea[] }) {
  const { t } = useTranslation();
  const tested = ideas.find((idea) => idea.author?.id === challenge.catalyst.id);
  if (!tested) return null;
  const ranked = ideas.filter((idea) => idea.rank !== null).length;
  return (
    <p role="status" className="nv-alert" data-tone="info">
      {tested.rank === null
        ? t('challenge.testedUnranked', { title: tested.title })
        : t('challenge.testedRank', { title: tested.title, rank: tested.rank, count: ranked })}
    </p>
  );
}

export function IdeasTab({
  challenge,
  open,
  highlight,
}: {
  challenge: Challenge;
  open: boolean;
  highlight: string | undefined;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: ideas } = useSuspenseQuery(ideasQueryOptions(challenge.id));
  const catalyst = me?.user.id === challenge.catalyst.id;
  const revealed = ideas.meta.revealed;
  return (
    <div className="app-stack">
      {!me && open ? (
        <p>
          <Link to="/accounts/gateway" search={{ continue: `/challenges/${challenge.slug}` }}>
            {t('challenge.signInToPlay')}
          </Link>
        </p>
      ) : null}
      {me && open && !catalyst ? (
        <EntryGate challenge={challenge} kind="idea">
          <EnterIdea challenge={challenge} />
        </EntryGate>
      ) : null}
      {me && open ? (
        <p>
          {t('challenge.rateCta')}{' '}
          <Link to="/challenges/$challenge/start-rate" params={{ challenge: challenge.slug }}>
            {t('challenge.startRate')}
          </Link>
        </p>
      ) : null}
      {catalyst && open ? <Top3Picker challenge={challenge} /> : null}
      {catalyst && open ? <EndChallenge challenge={challenge} /> : null}
      {revealed && challenge.solution_format === 'test-an-idea' ? (
        <TestedIdeaResult challenge={challenge} ideas={ideas.data} />
      ) : null}
      <section aria-labelledby="ideas-title">
        <h2 id="ideas-title">{revealed ? t('challenge.results') : t('challenge.yourIdeas')}</h2>
        {ideas.data.length === 0 ? (
          <p>{revealed ? t('challenge.noIdeas') : t('challenge.noIdeasYet')}</p>
        ) : null}
        <ul className="app-stack" aria-label={t('challenge.ideasList')}>
          {ideas.data.map((idea) => (
            <IdeaCard
              key={idea.id}
              challenge={challenge}
              idea={idea}
              revealed={revealed}
              highlighted={idea.id === highlight}
            />
          ))}
        </ul>
      </section>
      {revealed ? <PromotedIdeas challenge={challenge} /> : null}
    </div>
  );
}

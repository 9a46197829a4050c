/**
 * A challenge as its players see it: the question, then what each of them can do while it is
 * open (enter ideas, rate the crowd's ideas one at a time, end it for its catalyst) and, once
 * it is settled, the ranked and revealed ideas with the hashes that prove they never changed.
 */

import { ApiError } from '@nervus/api-client';
import type { Challenge, Idea } from '@nervus/contracts';
import {
  ConfirmDialog,
  Form,
  Rating,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useToast,
} from '@nervus/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useChildMatches, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { formAction } from '../../lib/form-action.js';
import { useMe } from '../session/queries.js';
import { ChallengeRating } from './challenge-rating.js';
import { MentorIdea, MentoringReceived } from './mentoring.js';
import { Participants } from './participants.js';
import {
  challengeKeys,
  challengeQueryOptions,
  ideasQueryOptions,
  nextIdeaQueryOptions,
} from './queries.js';
import { Top3Picker } from './top3.js';

function isOpen(challenge: Challenge): boolean {
  return challenge.status === 'open' && Date.parse(challenge.duration_end) > Date.now();
}

function IdeaCard({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  return (
    <li className="app-card">
      <h3>
        {idea.rank ? `${t('challenge.place', { rank: idea.rank })} · ` : null}
        {idea.title}
      </h3>
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
      {idea.mine ? <MentoringReceived idea={idea} /> : null}
    </li>
  );
}

function EnterIdea({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [earned, setEarned] = useState<number | null>(null);
  const form = useForm({
    initial: { title: '', description: '', purpose: '' },
    fields: {
      title: { label: t('challenge.ideaTitle'), required: true },
      description: { label: t('challenge.ideaDescription'), required: true },
    },
    action: async (values) => {
      const answer = await formAction(
        api.call('enterIdea', {
          params: { id: challenge.id },
          body: {
            title: values.title,
            description: values.description,
            purpose: values.purpose || null,
          },
        }),
      );
      setEarned(answer.data.neurons_earned);
      form.set('title', '');
      form.set('description', '');
      form.set('purpose', '');
      await client.invalidateQueries({ queryKey: challengeKeys.ideas(challenge.id) });
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
          label={t('challenge.ideaTitle')}
          name="title"
          required
          maxLength={180}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errorOf('title')}
        />
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
        <SubmitButton form={form}>{t('challenge.submitIdea')}</SubmitButton>
      </Form>
    </section>
  );
}

function RateIdeas({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const toast = useToast();
  const next = useQuery(nextIdeaQueryOptions(challenge.id));
  const [stars, setStars] = useState(0);
  const rate = useMutation({
    mutationFn: async (ideaId: string) =>
      api.call('rateIdea', { params: { id: challenge.id }, body: { idea_id: ideaId, stars } }),
    onSuccess: async (answer) => {
      toast.show(t('challenge.rated', { count: answer.data.neurons_earned }), 'success');
      setStars(0);
      await client.invalidateQueries({ queryKey: challengeKeys.next(challenge.id) });
    },
    onError: (error) => toast.show(error.message, 'danger'),
  });
  const idea = next.data?.idea;
  return (
    <section aria-labelledby="rate-ideas">
      <h2 id="rate-ideas">{t('challenge.rate')}</h2>
      {next.isPending ? <p>{t('challenge.loading')}</p> : null}
      {next.data && !idea ? <p>{t('challenge.nothingToRate')}</p> : null}
      {idea ? (
        <div className="app-card">
          <p className="nv-hint">
            {t('challenge.remaining', { count: next.data?.remaining ?? 0 })}
          </p>
          <h3>{idea.title}</h3>
          <p>{idea.description}</p>
          {idea.purpose ? <p>{idea.purpose}</p> : null}
          <Rating value={stars} onChange={setStars} label={t('challenge.yourRating')} />
          <button
            type="button"
            className="nv-button"
            disabled={stars === 0 || rate.isPending}
            onClick={() => rate.mutate(idea.id)}
          >
            {t('challenge.submitRating')}
          </button>
          <MentorIdea key={idea.id} ideaId={idea.id} />
        </div>
      ) : null}
    </section>
  );
}

function EndChallenge({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const end = useMutation({
    mutationFn: async () => api.call('endChallenge', { params: { id: challenge.id } }),
    onSuccess: async () => {
      toast.show(t('challenge.ended'), 'success');
      await client.invalidateQueries({ queryKey: ['challenge'] });
    },
    onError: (error) => toast.show(error.message, 'danger'),
  });
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
          if (yes) end.mutate();
        }}
      />
    </section>
  );
}

export function ChallengePage({ challengeKey }: { challengeKey: string }) {
  const { t } = useTranslation();
  const children = useChildMatches();
  const { data: me } = useMe();
  const challenge = useQuery(challengeQueryOptions(challengeKey));
  const id = challenge.data?.id;
  const ideas = useQuery({ ...ideasQueryOptions(id ?? ''), enabled: Boolean(id) });
  const navigate = useNavigate();
  // A closed challenge shows only its detail: its child pages (rate, unlock…) are over. An
  // effect, not <Navigate>: this layout stays mounted while the router is still matching the
  // child, and would otherwise ask for the same navigation on every render.
  const slug = challenge.data?.slug;
  const closedChild =
    children.length > 0 && challenge.data !== undefined && !isOpen(challenge.data);
  useEffect(() => {
    if (closedChild && slug)
      void navigate({ to: '/challenges/$challenge', params: { challenge: slug }, replace: true });
  }, [closedChild, slug, navigate]);
  if (challenge.isPending) return <p>{t('challenge.loading')}</p>;
  // The wrapper's rules: visitors sign in and come back; other failures go to send-feedback.
  if (challenge.isError) {
    if (challenge.error instanceof ApiError && challenge.error.status === 401)
      return (
        <Navigate
          to="/accounts/gateway"
          search={{ continue: `/challenges/${challengeKey}` }}
          replace
        />
      );
    return (
      <Navigate
        to="/send-feedback"
        search={{
          about: 'Challenge not available',
          feedback: `challenge ${challengeKey}: ${challenge.error.message}`,
        }}
        replace
      />
    );
  }
  const c = challenge.data;
  // An ask-me-anything lives on its catalyst's mentor page.
  if (c.solution_format === 'ama')
    return (
      <Navigate to="/$platformSlug/mentor" params={{ platformSlug: c.catalyst.handle }} replace />
    );
  if (closedChild) return <p>{t('challenge.loading')}</p>;
  if (children.length > 0) return <Outlet />;
  const open = isOpen(c);
  const catalyst = me?.user.id === c.catalyst.id;
  const revealed = ideas.data?.meta.revealed ?? false;
  return (
    <article aria-labelledby="page-title" className="app-stack">
      <header>
        <p className="nv-hint">{c.main_category?.name}</p>
        <h1 id="page-title">{c.question_title}</h1>
        <p>{c.question_detail}</p>
        <p className="nv-hint">
          @{c.catalyst.handle} ·{' '}
          {open
            ? t('challenge.endsOn', { date: c.duration_end.slice(0, 10) })
            : t('challenge.closed')}
          {' · '}
          {t('challenge.ideaCount', { count: ideas.data?.meta.total ?? 0 })}
        </p>
        <ChallengeRating challenge={c} />
        {c.primary_image ? (
          <img src={c.primary_image} alt="" width={600} className="app-cover" />
        ) : null}
      </header>

      {!me && open ? (
        <p>
          <Link to="/accounts/gateway" search={{ continue: `/challenges/${c.slug}` }}>
            {t('challenge.signInToPlay')}
          </Link>
        </p>
      ) : null}
      {me && open && !catalyst ? <EnterIdea challenge={c} /> : null}
      {me && open ? <RateIdeas challenge={c} /> : null}
      {catalyst && open ? <Top3Picker challenge={c} /> : null}
      {catalyst && open ? <EndChallenge challenge={c} /> : null}

      <section aria-labelledby="ideas-title">
        <h2 id="ideas-title">{revealed ? t('challenge.results') : t('challenge.yourIdeas')}</h2>
        {ideas.data && ideas.data.data.length === 0 ? (
          <p>{revealed ? t('challenge.noIdeas') : t('challenge.noIdeasYet')}</p>
        ) : null}
        <ul className="app-stack" aria-label={t('challenge.ideasList')}>
          {ideas.data?.data.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} />
          ))}
        </ul>
      </section>
      <Participants challengeId={c.id} />
    </article>
  );
}

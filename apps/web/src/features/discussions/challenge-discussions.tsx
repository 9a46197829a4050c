/**
 * A challenge's Discussions and Insightfuls tabs. Everyone reads; signed-in players who have
 * entered an idea or rated five post, reply, vote and report. A message stays editable by its
 * author until someone else replies or votes; removing it leaves "removed" in its place.
 * Bodies are markdown, sanitised before they reach the page.
 */
import {
  DISCUSSION_BODY_MAX,
  DISCUSSION_VOTE_KINDS,
  type DiscussionMessage,
  REPORT_REASONS,
  type ReportReason,
} from '@nervus/contracts';
import {
  ConfirmDialog,
  Dialog,
  Form,
  Pager,
  Select,
  SubmitButton,
  Textarea,
  useForm,
  useToast,
} from '@nervus/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAction } from '../../lib/form-action.js';
import { renderMarkdown } from '../pages/content-page.js';
import { useMe } from '../session/queries.js';
import {
  DISCUSSION_PAGE_SIZE,
  type DiscussionRef,
  type DiscussionSort,
  discussionMetaQueryOptions,
  editMessage,
  messagesQueryOptions,
  postMessage,
  REPLIES_PAGE_SIZE,
  repliesQueryOptions,
  reportMessage,
  useDeleteMessage,
  useDiscussionRefresh,
  useVote,
} from './queries.js';

/** What the viewer may do in one discussion. */
interface Viewer {
  readonly id: string | null;
  /** Posting, replying and voting: the forum-entry rule covers all three. */
  readonly canPost: boolean;
  /** Why a signed-in viewer may not post or vote yet (the server's words), if so. */
  readonly blockedReason: string | null;
}

const challengeRef = (challengeId: string): DiscussionRef => ({
  context: 'challenge',
  id: challengeId,
});

function useViewer(ref: DiscussionRef): Viewer {
  const { data: me } = useMe();
  const id = me?.user.id ?? null;
  const meta = useQuery({ ...discussionMetaQueryOptions(ref, id), enabled: id !== null });
  return {
    id,
    canPost: id !== null && meta.data?.can_post === true,
    blockedReason: id !== null ? (meta.data?.post_blocked_reason ?? null) : null,
  };
}

function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const text = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

function MessageForm({
  discussion,
  parentId,
  label,
  submitLabel,
  onDone,
  onCancel,
}: {
  discussion: DiscussionRef;
  parentId?: string;
  label: string;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useDiscussionRefresh(discussion);
  const form = useForm({
    initial: { body: '' },
    fields: { body: { label, required: true } },
    action: (values) => formAction(postMessage(discussion, values.body, parentId)),
    onSuccess: () => {
      form.set('body', '');
      void refresh();
      onDone?.();
    },
  });
  return (
    <Form form={form} label={label}>
      <Textarea
        label={label}
        name="body"
        required
        rows={parentId ? 3 : 5}
        maxLength={DISCUSSION_BODY_MAX}
        value={form.values.body}
        onChange={(v) => form.set('body', v)}
        error={form.errorOf('body')}
      />
      <p className="nv-hint">{t('discussions.markdownHint')}</p>
      <div className="app-actions">
        <SubmitButton form={form} busyLabel={t('discussions.posting')}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="nv-button" data-variant="secondary" onClick={onCancel}>
            {t('discussions.cancel')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function EditForm({
  discussion,
  message,
  onDone,
}: {
  discussion: DiscussionRef;
  message: DiscussionMessage;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useDiscussionRefresh(discussion);
  const form = useForm({
    initial: { body: message.body },
    fields: { body: { label: t('discussions.editLabel'), required: true } },
    action: (values) => formAction(editMessage(discussion, message.id, values.body)),
    onSuccess: () => {
      void refresh();
      onDone();
    },
  });
  return (
    <Form form={form} label={t('discussions.editLabel')}>
      <Textarea
        label={t('discussions.editLabel')}
        name="body"
        required
        rows={5}
        maxLength={DISCUSSION_BODY_MAX}
        value={form.values.body}
        onChange={(v) => form.set('body', v)}
        error={form.errorOf('body')}
      />
      <div className="app-actions">
        <SubmitButton form={form}>{t('discussions.save')}</SubmitButton>
        <button type="button" className="nv-button" data-variant="secondary" onClick={onDone}>
          {t('discussions.cancel')}
        </button>
      </div>
    </Form>
  );
}

function ReportDialog({
  message,
  open,
  onClose,
}: {
  message: DiscussionMessage;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm({
    initial: { reason: null as string | null, feedback: '' },
    fields: {
      reason: { label: t('discussions.reason'), required: true },
      feedback: { label: t('discussions.feedback') },
    },
    action: (values) =>
      formAction(reportMessage(message.id, values.reason as ReportReason, values.feedback)),
    onSuccess: () => {
      toast.show(t('discussions.reported'), 'success');
      onClose();
    },
  });
  return (
    <Dialog open={open} title={t('discussions.reportTitle')} onClose={onClose} actions={false}>
      <Form form={form} label={t('discussions.reportTitle')}>
        <Select
          label={t('discussions.reason')}
          name="reason"
          required
          value={form.values.reason}
          options={REPORT_REASONS.map((reason) => ({
            value: reason,
            label: t(`discussions.reasons.${reason}`),
          }))}
          onChange={(value) => form.set('reason', value)}
          error={form.errorOf('reason')}
        />
        <Textarea
          label={t('discussions.feedback')}
          name="feedback"
          maxLength={1000}
          value={form.values.feedback}
          onChange={(v) => form.set('feedback', v)}
          error={form.errorOf('feedback')}
        />
        <div className="app-actions">
          <SubmitButton form={form}>{t('discussions.sendReport')}</SubmitButton>
          <button type="button" className="nv-button" data-variant="secondary" onClick={onClose}>
            {t('discussions.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

function Votes({
  discussion,
  message,
  viewer,
}: {
  discussion: DiscussionRef;
  message: DiscussionMessage;
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const vote = useVote(discussion);
  // Visitors and the author see the counts; only other players who may post can press them.
  // Taking a vote back stays possible for everyone who gave it (the server allows it).
  const player = viewer.id !== null && !message.mine;
  const canVote = player && viewer.canPost;
  return (
    <fieldset className="app-actions" style={{ border: 0, padding: 0, margin: '8px 0' }}>
      <legend className="nv-hint">{t('discussions.votes')}</legend>
      {DISCUSSION_VOTE_KINDS.map((kind) => {
        const pressed = message.my_votes.includes(kind);
        return (
          <button
            key={kind}
            type="button"
            className="nv-button"
            data-variant={pressed ? undefined : 'secondary'}
            aria-pressed={pressed}
            disabled={!(canVote || (player && pressed)) || vote.isPending}
            title={
              viewer.id === null
                ? t('discussions.signInToVote')
                : message.mine
                  ? t('discussions.ownMessage')
                  : !canVote && !pressed
                    ? (viewer.blockedReason ?? undefined)
                    : undefined
            }
            onClick={() =>
              vote.mutate(
                { message: message.id, kind, on: !pressed },
                { onError: (error) => toast.show(error.message, 'danger') },
              )
            }
          >
            {t(`discussions.vote.${kind}`)} <span>{message.votes[kind]}</span>
          </button>
        );
      })}
    </fieldset>
  );
}

function Replies({
  discussion,
  message,
  viewer,
}: {
  discussion: DiscussionRef;
  message: DiscussionMessage;
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const [size, setSize] = useState(REPLIES_PAGE_SIZE);
  const replies = useQuery(repliesQueryOptions(discussion, viewer.id, message.id, size));
  if (replies.isError) return <p role="alert">{t('notices.error')}</p>;
  if (!replies.data) return <p role="status">{t('notices.loading')}</p>;
  const { data, meta } = replies.data;
  return (
    <div className="app-stack">
      <ul className="app-grid" style={{ gridTemplateColumns: '1fr', marginLeft: 24 }}>
        {data.map((reply) => (
          <MessageItem
            key={reply.id}
            discussion={discussion}
            message={reply}
            viewer={viewer}
            mode="thread"
          />
        ))}
      </ul>
      {meta.total > data.length ? (
        <button
          type="button"
          className="nv-button"
          data-variant="secondary"
          onClick={() => setSize((s) => s + REPLIES_PAGE_SIZE)}
        >
          {t('discussions.moreReplies')}
        </button>
      ) : null}
    </div>
  );
}

function MessageItem({
  discussion,
  message,
  viewer,
  mode,
}: {
  discussion: DiscussionRef;
  message: DiscussionMessage;
  viewer: Viewer;
  /** `thread`: the discussion with replies and actions; `insightful`: read and vote only. */
  mode: 'thread' | 'insightful';
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const repliesId = useId();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  // The Delete button goes with the message: focus lands on what stands in its place.
  const [focusRemoved, setFocusRemoved] = useState(false);
  const removedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusRemoved && message.removed) {
      removedRef.current?.focus();
      setFocusRemoved(false);
    }
  }, [focusRemoved, message.removed]);
  const remove = useDeleteMessage(discussion);
  const topLevel = message.parent_id === null;
  const handle = message.author ? `@${message.author.handle}` : null;
  const name = message.author
    ? (message.author.first_name ?? `@${message.author.handle}`)
    : t('discussions.removedAuthor');
  return (
    <li className="app-card">
      <article aria-label={t('discussions.messageBy', { name })}>
        <p className="nv-hint">
          {message.author ? (
            <>
              <strong>{name}</strong>
              {handle !== name ? ` ${handle}` : null} ·{' '}
            </>
          ) : null}
          <When iso={message.created_at} />
          {message.edited_at ? ` · ${t('discussions.edited')}` : null}
          {mode === 'insightful' && !topLevel ? ` · ${t('discussions.inReply')}` : null}
        </p>
        {message.removed ? (
          <p className="nv-hint" ref={removedRef} tabIndex={-1}>
            {t('discussions.removed')}
          </p>
        ) : editing ? (
          <EditForm discussion={discussion} message={message} onDone={() => setEditing(false)} />
        ) : (
          // Sanitised by renderMarkdown: only the allowed tags and attributes survive.
          <div
            className="app-markdown"
            dangerouslySetInnerHTML={{ __html: renderMarkdown(message.body) }}
          />
        )}
        {message.removed ? null : (
          <Votes discussion={discussion} message={message} viewer={viewer} />
        )}
        {mode === 'thread' && !editing ? (
          <div className="app-actions" style={{ marginTop: 8 }}>
            {topLevel && !message.removed && viewer.canPost ? (
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                aria-expanded={replying}
                onClick={() => setReplying((r) => !r)}
              >
                {t('discussions.reply')}
              </button>
            ) : null}
            {message.editable ? (
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                onClick={() => setEditing(true)}
              >
                {t('discussions.edit')}
              </button>
            ) : null}
            {message.mine ? (
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                onClick={() => setConfirmDelete(true)}
              >
                {t('discussions.delete')}
              </button>
            ) : null}
            {viewer.id !== null && !message.mine && !message.removed ? (
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                onClick={() => setReporting(true)}
              >
                {t('discussions.report')}
              </button>
            ) : null}
            {topLevel && message.reply_count > 0 ? (
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                aria-expanded={showReplies}
                aria-controls={repliesId}
                onClick={() => setShowReplies((s) => !s)}
              >
                {showReplies
                  ? t('discussions.hideReplies')
                  : t('discussions.showReplies', { count: message.reply_count })}
              </button>
            ) : null}
          </div>
        ) : null}
        {replying ? (
          <MessageForm
            discussion={discussion}
            parentId={message.id}
            label={t('discussions.replyLabel')}
            submitLabel={t('discussions.sendReply')}
            onDone={() => {
              setReplying(false);
              setShowReplies(true);
            }}
            onCancel={() => setReplying(false)}
          />
        ) : null}
        {mode === 'thread' && topLevel ? (
          <div id={repliesId}>
            {showReplies ? (
              <Replies discussion={discussion} message={message} viewer={viewer} />
            ) : null}
          </div>
        ) : null}
      </article>
      <ConfirmDialog
        open={confirmDelete}
        title={t('discussions.deleteTitle')}
        body={t('discussions.deleteBody')}
        onAnswer={(yes) => {
          setConfirmDelete(false);
          if (yes)
            remove.mutate(message.id, {
              onSuccess: () => {
                toast.show(t('discussions.deleted'), 'success');
                setFocusRemoved(true);
              },
              onError: (error) => toast.show(error.message, 'danger'),
            });
        }}
      />
      {reporting ? (
        <ReportDialog message={message} open={reporting} onClose={() => setReporting(false)} />
      ) : null}
    </li>
  );
}

function MessageList({
  discussion,
  viewer,
  sort,
  empty,
}: {
  discussion: DiscussionRef;
  viewer: Viewer;
  sort: DiscussionSort;
  empty: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  // The page on screen stays while the next one loads, so the list and the Pager keep their place.
  const messages = useQuery({
    ...messagesQueryOptions(discussion, viewer.id, sort, page),
    placeholderData: keepPreviousData,
  });
  if (messages.isError) return <p role="alert">{t('notices.error')}</p>;
  if (!messages.data) return <p role="status">{t('notices.loading')}</p>;
  const { data, meta } = messages.data;
  if (meta.total === 0) return <p>{empty}</p>;
  return (
    <>
      <ul
        className="app-grid"
        style={{ gridTemplateColumns: '1fr' }}
        aria-busy={messages.isPlaceholderData}
      >
        {data.map((message) => (
          <MessageItem
            key={message.id}
            discussion={discussion}
            message={message}
            viewer={viewer}
            mode={sort === 'insightful' ? 'insightful' : 'thread'}
          />
        ))}
      </ul>
      <Pager
        page={page}
        total={meta.total}
        size={DISCUSSION_PAGE_SIZE}
        onPage={setPage}
        label={t('discussions.messages')}
      />
    </>
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  const here = useRouterState({ select: (s) => s.location.href });
  return (
    <p>
      <Link to="/accounts/gateway" search={{ continue: here }}>
        {t('discussions.signIn')}
      </Link>
    </p>
  );
}

/** The Discussions tab: the conversation about a challenge, newest threads first. */
export function ChallengeDiscussions({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const discussion = challengeRef(challengeId);
  const viewer = useViewer(discussion);
  return (
    <section aria-labelledby="discussions-title" className="app-stack">
      <h2 id="discussions-title">{t('discussions.title')}</h2>
      {viewer.id === null ? (
        <SignInPrompt />
      ) : viewer.canPost ? (
        <MessageForm
          discussion={discussion}
          label={t('discussions.messageLabel')}
          submitLabel={t('discussions.post')}
        />
      ) : viewer.blockedReason ? (
        <p className="nv-alert" data-tone="info">
          {viewer.blockedReason}
        </p>
      ) : null}
      <MessageList
        discussion={discussion}
        viewer={viewer}
        sort="recent"
        empty={t('discussions.empty')}
      />
    </section>
  );
}

/** The Insightfuls tab: the messages voted insightful, the most insightful first. */
export function ChallengeInsightfuls({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const discussion = challengeRef(challengeId);
  const viewer = useViewer(discussion);
  return (
    <section aria-labelledby="insightfuls-title" className="app-stack">
      <h2 id="insightfuls-title">{t('discussions.insightfulsTitle')}</h2>
      <p className="nv-hint">{t('discussions.insightfulsIntro')}</p>
      {viewer.id === null ? (
        <SignInPrompt />
      ) : viewer.blockedReason ? (
        <p className="nv-alert" data-tone="info">
          {viewer.blockedReason}
        </p>
      ) : null}
      <MessageList
        discussion={discussion}
        viewer={viewer}
        sort="insightful"
        empty={t('discussions.insightfulsEmpty')}
      />
    </section>
  );
}

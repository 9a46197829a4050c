import type { DiscussionMessage } from '@nervus/contracts';
import { Avatar, Button, Card, ConfirmDialog, useToast, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { renderMarkdown } from '../pages/markdown.js';
import { EditForm, MessageForm } from './composer.js';
import {
  type DiscussionRef,
  REPLIES_PAGE_SIZE,
  repliesQueryOptions,
  useDeleteMessage,
} from './queries.js';
import { ReportDialog } from './report-dialog.js';
import type { Viewer } from './viewer.js';
import { Votes } from './votes.js';
import '../../i18n/discussions.en.js';
import './discussions.css';

/** One message: its author, body, votes and, in a thread, its actions and replies. */
export function MessageItem({
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
  const actions = mode === 'thread' && !editing;
  const Item = topLevel ? CardItem : ReplyItem;
  return (
    <Item>
      <article
        aria-label={t('discussions.messageBy', { name })}
        className="app-message"
        data-reply={topLevel ? undefined : 'true'}
      >
        <header className="app-message-head">
          {message.author ? (
            // The name beside it says who: the picture is decoration.
            <span aria-hidden="true">
              <Avatar name={name} size={topLevel ? 40 : 32} />
            </span>
          ) : null}
          <p className="app-message-who nv-flush">
            {message.author ? (
              <span>
                <strong>{name}</strong>
                {handle !== name ? <span className="nv-text-muted"> {handle}</span> : null}
              </span>
            ) : null}
            <span className="app-message-meta">
              <When iso={message.created_at} />
              {message.edited_at ? ` · ${t('discussions.edited')}` : null}
              {mode === 'insightful' && !topLevel ? ` · ${t('discussions.inReply')}` : null}
            </span>
          </p>
        </header>
        {message.removed ? (
          <p className="app-message-removed" ref={removedRef} tabIndex={-1}>
            {t('discussions.removed')}
          </p>
        ) : editing ? (
          <EditForm discussion={discussion} message={message} onDone={() => setEditing(false)} />
        ) : (
          // Sanitised by renderMarkdown: only the allowed tags and attributes survive.
          <div
            className="app-markdown app-message-text"
            dangerouslySetInnerHTML={{ __html: renderMarkdown(message.body) }}
          />
        )}
        {message.removed ? null : (
          <Votes discussion={discussion} message={message} viewer={viewer} />
        )}
        {actions ? (
          <div className="app-message-actions">
            {topLevel && !message.removed && viewer.canPost ? (
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={replying}
                onClick={() => setReplying((r) => !r)}
              >
                {t('discussions.reply')}
              </Button>
            ) : null}
            {message.editable ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                {t('discussions.edit')}
              </Button>
            ) : null}
            {message.mine ? (
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
                {t('discussions.delete')}
              </Button>
            ) : null}
            {viewer.id !== null && !message.mine && !message.removed ? (
              <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
                {t('discussions.report')}
              </Button>
            ) : null}
            {topLevel && message.reply_count > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={showReplies}
                aria-controls={repliesId}
                onClick={() => setShowReplies((s) => !s)}
              >
                {showReplies
                  ? t('discussions.hideReplies')
                  : t('discussions.showReplies', { count: message.reply_count })}
              </Button>
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
    </Item>
  );
}

/** A top-level message: a card in the list. */
function CardItem({ children }: { children: ReactNode }) {
  return <Card as="li">{children}</Card>;
}

/** A reply: under its message's rule, not a card in a card. */
function ReplyItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/** A thread's replies, loaded when opened, more on request. */
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
    <div className="nv-stack">
      <ul className="app-replies">
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
        <p className="nv-flush">
          <Button variant="ghost" size="sm" onClick={() => setSize((s) => s + REPLIES_PAGE_SIZE)}>
            {t('discussions.moreReplies')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const text = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

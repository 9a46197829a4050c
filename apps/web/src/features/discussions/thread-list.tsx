import { EmptyState, Pager, useTranslation } from '@nervus/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { MessageItem } from './message.js';
import {
  DISCUSSION_PAGE_SIZE,
  type DiscussionRef,
  type DiscussionSort,
  messagesQueryOptions,
} from './queries.js';
import type { Viewer } from './viewer.js';
import '../../i18n/discussions.en.js';

/** One page of top-level messages in the given order, with the pager. */
export function MessageList({
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
  if (meta.total === 0) return <EmptyState icon={<MessagesSquare />} title={empty} level={3} />;
  return (
    <>
      <ul className="nv-list-plain nv-stack" aria-busy={messages.isPlaceholderData}>
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

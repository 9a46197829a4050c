import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.js';

/** `idea/{id}`: the idea's challenge, with the idea in the address. */
function IdeaRedirect() {
  const { id } = Route.useParams();
  const { t } = useTranslation();
  const idea = useQuery({
    queryKey: ['idea', id],
    queryFn: async () => (await api.call('idea', { params: { id } })).data,
    retry: false,
  });
  if (idea.data)
    return (
      <Navigate
        to="/challenges/$challenge"
        params={{ challenge: idea.data.challenge_id }}
        search={{ idea: id }}
        replace
      />
    );
  if (idea.isError)
    return (
      <Navigate
        to="/send-feedback"
        search={{ about: 'Idea not found', feedback: `idea ${id}: ${idea.error.message}` }}
        replace
      />
    );
  return <p>{t('challenge.loading')}</p>;
}

export const Route = createFileRoute('/idea/$id')({
  staticData: { name: 'idea', layout: 'boxed' },
  component: IdeaRedirect,
});

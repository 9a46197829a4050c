/**
 * "Check the hash" on a revealed idea: a part of its own (`VerifyHashPart`), loaded only where
 * the ideas are revealed, so an open challenge's page carries neither it nor the hashing.
 */
import type { Idea } from '@nervus/contracts';
import { Button, useTranslation } from '@nervus/ui-kit';
import { useState } from 'react';
import { checkIdeaHash } from './idea-hash.js';
import '../../i18n/challenge.en.js';

/** Hashes the revealed idea in the browser and compares it with the hash fixed at entry. */
export function VerifyHash({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<boolean | null>(null);
  if (!idea.author || !idea.content_hash) return null;
  const check = async () => setResult((await checkIdeaHash(idea)) === 'match');
  return (
    <>
      <Button variant="secondary" size="sm" onClick={check}>
        {t('challenge.verify')}
      </Button>
      {result === null ? null : (
        <span role="status" className="nv-alert" data-tone={result ? 'success' : 'danger'}>
          {result ? t('challenge.verified') : t('challenge.notVerified')}
        </span>
      )}
    </>
  );
}

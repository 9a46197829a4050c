import { useEffect, useState } from 'react';
import { useTranslation } from './i18n.js';
import { Tooltip } from './tooltip.js';

export const COPY_RESET_MS = 5_000;

export interface CopyButtonProps {
  readonly text: string;
  readonly label: string;
  /** The clipboard; the browser's by default. Without one the button is not offered. */
  readonly clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  readonly resetMs?: number;
}

/** Copies text; says "Copied!" for 5 s. Offered only where the browser has a clipboard. */
export function CopyButton({ text, label, clipboard, resetMs = COPY_RESET_MS }: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const board = clipboard ?? (typeof navigator !== 'undefined' ? navigator.clipboard : undefined);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), resetMs);
    return () => clearTimeout(timer);
  }, [copied, resetMs]);
  if (!board) return null;
  return (
    <Tooltip content={t('component.copy.tooltip')}>
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        onClick={async () => {
          await board.writeText(text);
          setCopied(true);
        }}
      >
        {copied ? t('component.copy.copied') : label}
      </button>
    </Tooltip>
  );
}

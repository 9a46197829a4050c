import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from './i18n.js';

export const TOAST_MS = 5_000;
export const ALERT_MS = 10_000;

export type Tone = 'info' | 'success' | 'danger';

interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly tone: Tone;
}

interface ToastApi {
  show(message: string, tone?: Tone): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Toasts: bottom right, gone after 5 s, announced politely. */
export function ToastProvider({
  children,
  durationMs = TOAST_MS,
}: {
  children: ReactNode;
  durationMs?: number;
}) {
  const { t } = useTranslation('ui');
  const [items, setItems] = useState<readonly ToastItem[]>([]);
  const dismiss = useCallback(
    (id: number) => setItems((list) => list.filter((i) => i.id !== id)),
    [],
  );
  const api = useMemo<ToastApi>(() => {
    let next = 0;
    return {
      show(message, tone = 'info') {
        next += 1;
        const id = next;
        setItems((list) => [...list, { id, message, tone }]);
        setTimeout(() => dismiss(id), durationMs);
      },
    };
  }, [dismiss, durationMs]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="nv-toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className="nv-toast" data-tone={item.tone}>
            <span>{item.message}</span>
            <button
              type="button"
              className="nv-button"
              data-variant="ghost"
              aria-label={t('component.toast.close')}
              onClick={() => dismiss(item.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

export interface AlertProps {
  readonly children: ReactNode;
  readonly tone?: Tone;
  readonly onClose: () => void;
  /** Closes itself after 10 s by default; 0 keeps it. */
  readonly durationMs?: number;
}

/** An alert in the page flow, read out at once, closing itself after 10 s. */
export function Alert({ children, tone = 'info', onClose, durationMs = ALERT_MS }: AlertProps) {
  const { t } = useTranslation('ui');
  useEffect(() => {
    if (durationMs <= 0) return undefined;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onClose]);
  return (
    <div className="nv-alert" role="alert" data-tone={tone}>
      <span style={{ flex: 1 }}>{children}</span>
      <button
        type="button"
        className="nv-button"
        data-variant="ghost"
        aria-label={t('component.toast.close')}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}

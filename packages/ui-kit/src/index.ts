// The public surface of @nervus/ui-kit. Every export is named here (no `export *`).

export {
  AUTOCOMPLETE_MAX_LENGTH,
  Autocomplete,
  type AutocompleteProps,
  filterItems,
} from './autocomplete.js';
export {
  AVATAR_ZOOM,
  Avatar,
  type AvatarProps,
  PersonName,
  PlayerCard,
  type PlayerCardProps,
} from './avatar.js';
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  RankBadge,
  type RankBadgeProps,
  RoleBadge,
  type RoleBadgeProps,
} from './badge.js';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  Spinner,
} from './button.js';
export { Card, type CardProps } from './card.js';
export { ChallengeCard, type ChallengeCardProps } from './challenge-card.js';
export { ChallengeHero, type ChallengeHeroProps, type HeroFact } from './challenge-hero.js';
export {
  AA_TEXT,
  contrast,
  luminance,
  mix,
  parseHex,
  type Rgb,
  readableOn,
  toHex,
} from './color.js';
export { COPY_RESET_MS, CopyButton, type CopyButtonProps } from './copy-button.js';
export { Countdown, type CountdownProps } from './countdown.js';
export { COUNTDOWN_REFRESH_MS, formatCountdown } from './countdown-format.js';
export {
  DatePicker,
  type DatePickerProps,
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
} from './date-picker.js';
export { DATE_MAX, DATE_MIN, formatDateDisplay, parseDateValue } from './dates.js';
export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from './dialog.js';
export { EmptyState, type EmptyStateProps } from './empty-state.js';
export { Field, type FieldProps } from './field.js';
export {
  Form,
  type FormApi,
  type FormProps,
  type FormResult,
  SubmitButton,
  type UseFormOptions,
  useForm,
} from './form.js';
export {
  canSubmit,
  FAILURE_KEYS,
  type FieldErrors,
  type FieldSpec,
  type FormFailure,
  type FormState,
  REQUIRED_KEY,
  requiredErrors,
  serverErrors,
} from './form-logic.js';
export {
  createTranslator,
  createUiI18n,
  I18nProvider,
  type TFunction,
  type TranslateOptions,
  type Translator,
  type TranslatorOptions,
  UI_NAMESPACE,
  uiEnglish,
  useTranslation,
  type Words,
} from './i18n.js';
export { type IdeaAuthor, IdeaCard, type IdeaCardProps } from './idea-card.js';
export {
  checkImageDimensions,
  checkImageFile,
  displayFileName,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_MB,
  IMAGE_MAX_WIDTH,
  type ImageLimits,
  type ImageProblem,
} from './image-checks.js';
export { ImageInput, type ImageInputProps } from './image-input.js';
export {
  RangeSlider,
  type RangeSliderProps,
  Select,
  type SelectOption,
  type SelectProps,
  TEXTAREA_MAX_LENGTH,
  TEXTAREA_ROWS,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from './inputs.js';
export { Menu, MenuItem, type MenuItemProps, type MenuProps } from './menu.js';
export { Pager, type PagerProps } from './pager.js';
export { initials, type PersonDisplay, type PersonLike, personDisplay } from './person.js';
export { Podium, type PodiumPlace, type PodiumProps } from './podium.js';
export { ProgressBar, type ProgressBarProps, progressPercent } from './progress-bar.js';
export {
  ENCOURAGING_LEVELS,
  EncouragingRating,
  type EncouragingRatingProps,
  Rating,
  type RatingProps,
} from './rating.js';
export { formatRating, nextRating, RATING_MAX, starFill } from './rating-logic.js';
export { Skeleton, SkeletonGroup, type SkeletonProps } from './skeleton.js';
export { StatTile, type StatTileProps } from './stat-tile.js';
export { STEP_WIDTH, type Step, Stepper, type StepperProps } from './stepper.js';
export { TableFrame, type TableFrameProps } from './table-frame.js';
export { type TabItem, Tabs, type TabsProps } from './tabs.js';
export { TagsInput, type TagsInputProps } from './tags-input.js';
export { addTag, normalizeTag, TAG_COMMIT_KEYS } from './tags-logic.js';
export {
  type AccentColors,
  accentColors,
  applyPlatformTheme,
  applyTheme,
  PLATFORM_THEME_STORAGE_KEY,
  type PlatformThemeStyle,
  platformThemeProps,
  platformThemeStyle,
  readTheme,
  rememberPlatformTheme,
  rememberTheme,
  resolvedTheme,
  THEME_CHOICES,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
  type ThemeChoice,
  type ThemeStorage,
} from './theme.js';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle.js';
export {
  ALERT_MS,
  Alert,
  type AlertProps,
  TOAST_MS,
  ToastProvider,
  type Tone,
  useToast,
} from './toast.js';
export { BREAKPOINTS, type Breakpoint, ROLES, type Role } from './tokens.js';
export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './tooltip.js';

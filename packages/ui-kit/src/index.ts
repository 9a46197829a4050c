// The public surface of @nervus/ui-kit. Every export is named here (no `export *`).

export { Field, type FieldProps } from './field.js';
export { createUiI18n, UI_NAMESPACE, uiEnglish } from './i18n.js';
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
export {
  ENCOURAGING_LEVELS,
  EncouragingRating,
  type EncouragingRatingProps,
  Rating,
  type RatingProps,
} from './rating.js';
export { formatRating, nextRating, RATING_MAX, starFill } from './rating-logic.js';

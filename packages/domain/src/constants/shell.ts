/** Timings and sizes of the shell's widgets (000 §2.4, §5, §9; 001 §2, §5). */

/** A clicked button stays disabled this long by default, against double submits. */
export const BUTTON_LOCK_MS = 2000;

/** Long text is cut to this many characters (plus '...') unless a length is given. */
export const TEXT_TRUNCATE_DEFAULT = 8;

/** On the listed pages the float side menu appears only after scrolling this far. */
export const FLOAT_MENU_SCROLL_THRESHOLD_PX = 500;

/** The back-to-top button appears after scrolling this far. */
export const BACK_TO_TOP_SCROLL_THRESHOLD_PX = 700;

/** The user-centre left menu sticks, 5 px from the top, once the header bottom has scrolled to -25 px or beyond. */
export const USER_MENU_STICKY = { headerBottomAtOrBelowPx: -25, topOffsetPx: 5 } as const;

/** Slide-puzzle verification dialog (000 §2.4, §9). */
export const SLIDE_PUZZLE = {
  widthPx: 400,
  heightPx: 200,
  /** The slider stops this far before the right edge. */
  sliderEndGapPx: 38,
  /** Pause before a new puzzle is loaded after a failure or a refresh click. */
  refreshDelayMs: 750,
  /** Pause before the dialog closes after a success. */
  closeDelayMs: 500,
  /** After a 'too frequent' reply to a code request, the slider refreshes after this pause (000 §5). */
  tooFrequentRefreshDelayMs: 500,
} as const;

/** Maximum height of the shopping box's container list (001 §2). */
export const SHOPPING_BOX_LIST_MAX_HEIGHT_PX = 340;

/** Maximum characters of the shopping box's quantity input (001 §2, §5). */
export const QUANTITY_INPUT_MAX_LENGTH = 3;

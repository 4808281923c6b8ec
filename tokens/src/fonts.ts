/**
 * Loads the variable font the app ships (Inter, with Latin and Cyrillic subsets) and declares its
 * metric-matched fallbacks (fontFallback.css.ts), which keep text in place while it loads.
 */
import '@fontsource-variable/inter';
import './fontFallback.css.ts';

/** Loads the variable font the app ships (Inter, with Latin and Cyrillic subsets). */
import '@fontsource-variable/inter';

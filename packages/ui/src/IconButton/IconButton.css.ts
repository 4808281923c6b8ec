// IconButton shares Button's recipe (shape: 'square'); this file exists so the folder keeps the
// usual shape and icon-only overrides have a home.
export { button as iconButton } from '../Button/Button.css.ts';

import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// Story tests run with the same decorators, globals and axe checks as the Storybook UI.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

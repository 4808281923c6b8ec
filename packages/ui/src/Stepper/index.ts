export { Stepper, stepState, type StepItem, type StepState, type StepperProps } from './Stepper.tsx';
